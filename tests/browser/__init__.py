# A package, so that the helpers import as `from .kit import ...` and a test module here
# may share a basename with one in tests/engine or tests/widgets.
