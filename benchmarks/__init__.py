"""Benchmarks behind `make bench`: run `python -m benchmarks` for the table."""
