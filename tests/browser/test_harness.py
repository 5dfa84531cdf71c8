"""Proves the browser harness end to end on a throwaway notebook (not one of ours):
an ipycanvas Canvas painted red that turns blue on a real mouse click, with an
ipywidgets HTML status line; plus a MultiCanvas to pin down its DOM layout."""

from __future__ import annotations

import sys

import pytest

from .kit import click_canvas, wait_for_pixel, write_notebook

RED = (255, 0, 0, 255)
BLUE = (0, 0, 255, 255)
GREEN = (0, 128, 0, 255)
YELLOW = (255, 255, 0, 255)

CANVAS_CELL = '''\
import ipycanvas.canvas
import ipywidgets as widgets
from ipycanvas import Canvas, hold_canvas

canvas = Canvas(width=200, height=120)
status = widgets.HTML(value="<b>waiting</b>")

def paint(colour):
    with hold_canvas():
        canvas.fill_style = colour
        canvas.fill_rect(0, 0, 200, 120)

def on_mouse_down(x, y):
    paint("blue")
    status.value = f"<b>clicked at {int(x)},{int(y)}</b>"

def on_client_ready():
    # Voila runs the notebook before the page connects, so ipycanvas's first
    # switchCanvas command is lost; forget it and redraw (PITFALLS.md).
    ipycanvas.canvas._CANVAS_MANAGER._current_canvas = None
    paint("blue" if status.value.startswith("<b>clicked") else "red")

canvas.on_mouse_down(on_mouse_down)
canvas.on_client_ready(on_client_ready)
paint("red")
widgets.VBox([canvas, status])
'''

MULTI_CELL = '''\
from ipycanvas import MultiCanvas
multi = MultiCanvas(3, width=120, height=80)
multi_status = widgets.HTML(value="")
with hold_canvas():
    multi[0].fill_style = "green"
    multi[0].fill_rect(0, 0, 120, 80)
    multi[2].fill_style = "yellow"
    multi[2].fill_rect(40, 20, 40, 40)
multi[2].on_mouse_down(lambda x, y: setattr(multi_status, "value", f"layer 2 clicked at {int(x)},{int(y)}"))
widgets.VBox([multi, multi_status])
'''


@pytest.fixture
def harness_notebook(scratch_dir):
    return write_notebook(scratch_dir / "harness.ipynb", [CANVAS_CELL, MULTI_CELL, "import sys; sys.prefix"])


def test_lab_click_reaches_python_and_redraws(lab, harness_notebook):
    lab.open(harness_notebook)
    lab.run_all()
    # The kernel JupyterLab started is this interpreter's environment (.venv under make).
    assert lab.output(2).inner_text().split("]:", 1)[-1].strip() == repr(sys.prefix)

    [canvas] = lab.canvases(0)
    wait_for_pixel(canvas, 100, 60, RED)
    status = lab.output(0).locator(".widget-html-content")
    assert status.inner_text() == "waiting"

    click_canvas(lab.page, canvas, 30, 40)

    wait_for_pixel(canvas, 100, 60, BLUE)
    lab.page.wait_for_function(
        "el => el.innerText.startsWith('clicked at')", arg=status.element_handle())
    assert status.inner_text() == "clicked at 30,40"


def test_lab_multicanvas_is_one_composited_canvas(lab, harness_notebook):
    """Pins ipycanvas 0.14.3's MultiCanvas DOM: one <canvas> with the layers blended."""
    lab.open(harness_notebook)
    lab.run_all()

    [canvas] = lab.canvases(1)
    assert lab.output(1).locator("canvas").count() == 1
    wait_for_pixel(canvas, 5, 5, GREEN)  # layer 0 only
    wait_for_pixel(canvas, 60, 40, YELLOW)  # layer 2 over layer 0
    click_canvas(lab.page, canvas, 60, 40)  # events go to the top layer (multi[2])
    lab.page.wait_for_function(
        "el => el.innerText.startsWith('layer 2 clicked')",
        arg=lab.output(1).locator(".widget-html-content").element_handle())


def test_voila_renders_canvas_and_click(browser_page, voila_server, scratch_dir):
    # One canvas only: with a second canvas drawn after it, ipycanvas would send a fresh
    # switchCanvas anyway and the test could not tell whether the workaround works.
    notebook = write_notebook(scratch_dir / "voila_harness.ipynb", [CANVAS_CELL])
    page = browser_page
    page.goto(voila_server(notebook), wait_until="domcontentloaded")
    canvas = page.locator(".jp-OutputArea-output canvas").first
    canvas.wait_for(state="visible", timeout=60_000)

    wait_for_pixel(canvas, 100, 60, RED)  # blank (transparent) without the on_client_ready fix

    click_canvas(page, canvas, 10, 10)
    wait_for_pixel(canvas, 100, 60, BLUE)
    status = page.locator(".widget-html-content").first
    page.wait_for_function("el => el.innerText.startsWith('clicked at')", arg=status.element_handle())
