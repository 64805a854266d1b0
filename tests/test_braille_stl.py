"""The STL plate of braille labels, read back with ``struct`` the way a slicer would.

Checks the binary layout, that every solid is closed and faces outwards, that each dot is the
spherical cap it claims to be, and that the caps sit where ``dot_centres`` puts the dots, seen
from above in the STL frame (y up), so the print reads unmirrored.
"""

from __future__ import annotations

import itertools
import math
import struct
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from access_cards.braille.geometry import MARBURG_MEDIUM, NLS_800, DotGeometry, dot_centres
from access_cards.braille.label import Label
from access_cards.braille.schemes import labels as deck_labels
from access_cards.braille.stl import (
    MARGIN,
    cap_triangles,
    sphere_radius,
    stl_document,
    tile_size,
)

Vec = tuple[float, float, float]
FULL = "⠿"  # all six dots

FIXTURE = [
    Label("KS", "⠅⠎", "K♠", "king of spades"),
    Label("10H", "⠼⠁⠚⠓", "10♥", "ten of hearts"),
    Label("AD", "⠁⠙⠿", "A♦", "ace of diamonds"),
    Label("JK", FULL * 4, "Jk", "joker"),
    Label("2C", "⠃⠉", "2♣", "two of clubs"),
]
GEOMETRIES = [MARBURG_MEDIUM, NLS_800]


@dataclass(frozen=True)
class Facet:
    normal: Vec
    vertices: tuple[Vec, Vec, Vec]


@dataclass(frozen=True)
class Solid:
    facets: list[Facet]

    @property
    def points(self) -> list[Vec]:
        return [p for f in self.facets for p in f.vertices]

    def bounds(self) -> tuple[Vec, Vec]:
        xs, ys, zs = zip(*self.points, strict=True)
        return (min(xs), min(ys), min(zs)), (max(xs), max(ys), max(zs))


def parse(data: bytes) -> list[Facet]:
    assert len(data) >= 84
    (count,) = struct.unpack_from("<I", data, 80)
    assert len(data) == 84 + 50 * count
    facets = []
    for i in range(count):
        record = struct.unpack_from("<12fH", data, 84 + 50 * i)
        assert record[12] == 0  # the attribute byte count
        n, a, b, c = ((record[j], record[j + 1], record[j + 2]) for j in range(0, 12, 3))
        facets.append(Facet(n, (a, b, c)))
    return facets


def split(facets: Sequence[Facet], labels: Sequence[Label], segments: int) -> list[Solid]:
    """Tile, caps, tile, caps, …: the order the module documents."""
    per_cap = cap_triangles(segments)
    solids, at = [], 0
    for label in labels:
        solids.append(Solid(list(facets[at : at + 12])))
        at += 12
        for _ in dot_centres(label.cells, (0.0, 0.0)):
            solids.append(Solid(list(facets[at : at + per_cap])))
            at += per_cap
    assert at == len(facets)
    return solids


def tiles_and_caps(
    labels: Sequence[Label], geometry: DotGeometry, segments: int = 16, **kwargs: Any
) -> list[tuple[Solid, list[Solid]]]:
    """Each label's tile and its caps."""
    facets = parse(stl_document(labels, geometry, segments=segments, **kwargs))
    solids = iter(split(facets, labels, segments))
    return [
        (next(solids), [next(solids) for _ in dot_centres(label.cells, (0.0, 0.0))])
        for label in labels
    ]


def sub(a: Vec, b: Vec) -> Vec:
    return a[0] - b[0], a[1] - b[1], a[2] - b[2]


def cross(a: Vec, b: Vec) -> Vec:
    return a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]


def dot(a: Vec, b: Vec) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def signed_volume(solid: Solid) -> float:
    """Divergence theorem: positive for a closed mesh whose triangles wind outwards."""
    return sum(dot(a, cross(b, c)) for a, b, c in (f.vertices for f in solid.facets)) / 6


def centroid(points: Sequence[Vec]) -> Vec:
    xs, ys, zs = zip(*points, strict=True)
    return sum(xs) / len(xs), sum(ys) / len(ys), sum(zs) / len(zs)


# --- the file ------------------------------------------------------------------------------


def test_header_and_count_match_the_length() -> None:
    data = stl_document(FIXTURE)
    assert not data.startswith(b"solid")  # would pass for ASCII STL with some readers
    (count,) = struct.unpack_from("<I", data, 80)
    dots = sum(len(dot_centres(label.cells, (0.0, 0.0))) for label in FIXTURE)
    assert count == 12 * len(FIXTURE) + dots * cap_triangles(16)
    assert len(data) == 84 + 50 * count


def test_no_labels_is_an_empty_but_valid_file() -> None:
    data = stl_document([])
    assert len(data) == 84 and struct.unpack_from("<I", data, 80) == (0,)


@pytest.mark.parametrize("geometry", GEOMETRIES, ids=lambda g: g.name)
def test_normals_are_unit_and_follow_the_winding(geometry: DotGeometry) -> None:
    for facet in parse(stl_document(FIXTURE, geometry)):
        assert math.isclose(math.sqrt(dot(facet.normal, facet.normal)), 1.0, abs_tol=1e-5)
        a, b, c = facet.vertices
        assert dot(cross(sub(b, a), sub(c, a)), facet.normal) > 0


@pytest.mark.parametrize("segments", [3, 8, 16, 24])
def test_every_solid_is_closed_and_faces_outwards(segments: int) -> None:
    facets = parse(stl_document(FIXTURE, segments=segments))
    for solid in split(facets, FIXTURE, segments):
        # Closed and consistently wound: each directed edge once, and its reverse once.
        edges = Counter(
            (f.vertices[i], f.vertices[(i + 1) % 3]) for f in solid.facets for i in range(3)
        )
        assert all(n == 1 and edges[(b, a)] == 1 for (a, b), n in edges.items())
        assert signed_volume(solid) > 0


# --- tiles ---------------------------------------------------------------------------------


@pytest.mark.parametrize("geometry", GEOMETRIES, ids=lambda g: g.name)
def test_tiles_are_boxes_of_the_label_size(geometry: DotGeometry) -> None:
    base = 1.2
    for label, (tile, _) in zip(
        FIXTURE, tiles_and_caps(FIXTURE, geometry, base_thickness=base), strict=True
    ):
        lo, hi = tile.bounds()
        width, height = tile_size(len(label.cells), geometry)
        assert hi[0] - lo[0] == pytest.approx(width, abs=1e-4)
        assert hi[1] - lo[1] == pytest.approx(height, abs=1e-4)
        assert (lo[2], hi[2]) == pytest.approx((0.0, base), abs=1e-6)
        assert signed_volume(tile) == pytest.approx(width * height * base, rel=1e-5)
        assert {p for p in tile.points} == set(itertools.product(*zip(lo, hi, strict=True)))
        middle = centroid(tile.points)
        for facet in tile.facets:
            assert dot(facet.normal, sub(centroid(facet.vertices), middle)) > 0


def test_tile_sizes_match_the_notes() -> None:
    # /work/shared/notes/braille.md: Marburg, 2 mm margin, 2 cells 14.0×10.5, 4 cells 26.0×10.5.
    assert tile_size(2) == pytest.approx((14.0, 10.5))
    assert tile_size(3) == pytest.approx((20.0, 10.5))
    assert tile_size(4) == pytest.approx((26.0, 10.5))


@pytest.mark.parametrize("gap", [0.5, 3.0])
def test_tiles_are_separate_on_a_grid(gap: float) -> None:
    labels = FIXTURE * 3  # 15 labels, 4 columns: rows of 4, 4, 4, 3
    boxes = [
        tile.bounds() for tile, _ in tiles_and_caps(labels, MARBURG_MEDIUM, columns=4, gap=gap)
    ]
    for (alo, ahi), (blo, bhi) in itertools.combinations(boxes, 2):
        apart_x = max(blo[0] - ahi[0], alo[0] - bhi[0])
        apart_y = max(blo[1] - ahi[1], alo[1] - bhi[1])
        assert max(apart_x, apart_y) >= gap - 1e-4
    tops = sorted({round(hi[1], 3) for _, hi in boxes}, reverse=True)
    assert len(tops) == 4
    # Row by row from the top-left, as on a label sheet: the first label is top-left.
    assert boxes[0][1][1] == pytest.approx(max(hi[1] for _, hi in boxes))
    assert boxes[0][0][0] == pytest.approx(min(lo[0] for lo, _ in boxes))
    assert [round(hi[1], 3) for _, hi in boxes[:4]] == [tops[0]] * 4
    assert boxes[4][0][0] == pytest.approx(boxes[0][0][0])


# --- dots ----------------------------------------------------------------------------------


@pytest.mark.parametrize("geometry", GEOMETRIES, ids=lambda g: g.name)
@pytest.mark.parametrize(("base", "height"), [(1.0, 0.6), (0.8, 0.48), (1.5, 0.9)])
def test_caps_are_spherical_caps_on_the_top_face(
    geometry: DotGeometry, base: float, height: float
) -> None:
    r = sphere_radius(geometry.dot_radius, height)
    for _, caps in tiles_and_caps(FIXTURE, geometry, base_thickness=base, dot_height=height):
        for cap in caps:
            apex = max(cap.points, key=lambda p: p[2])
            assert apex[2] == pytest.approx(base + height, abs=1e-4)
            centre = (apex[0], apex[1], apex[2] - r)
            for p in cap.points:
                assert math.dist(p, centre) == pytest.approx(r, abs=1e-4)
            assert min(p[2] for p in cap.points) == pytest.approx(base, abs=1e-4)
            rim = max(math.dist(p[:2], apex[:2]) for p in cap.points)
            assert rim == pytest.approx(geometry.dot_radius, abs=1e-4)
            for facet in cap.facets:  # outwards: down for the bottom disc, else off the centre
                if all(p[2] == pytest.approx(base, abs=1e-4) for p in facet.vertices):
                    assert facet.normal == pytest.approx((0.0, 0.0, -1.0), abs=1e-6)
                else:
                    assert dot(facet.normal, sub(centroid(facet.vertices), centre)) > 0


def test_marburg_cap_radius_matches_the_notes() -> None:
    assert sphere_radius(0.75, 0.6) == pytest.approx(0.769, abs=5e-4)


@pytest.mark.parametrize("geometry", GEOMETRIES, ids=lambda g: g.name)
def test_dots_are_where_dot_centres_puts_them_seen_from_above(geometry: DotGeometry) -> None:
    inset = MARGIN + geometry.dot_radius
    for label, (tile, caps) in zip(FIXTURE, tiles_and_caps(FIXTURE, geometry), strict=True):
        lo, hi = tile.bounds()
        # Page frame (y down) from the tile's top-left corner → STL frame (y up).
        expected = [
            (lo[0] + inset + x, hi[1] - inset - y)
            for x, y in dot_centres(label.cells, (0.0, 0.0), geometry)
        ]
        apexes = [max(cap.points, key=lambda p: p[2])[:2] for cap in caps]
        assert len(apexes) == len(expected)
        for got, want in zip(apexes, expected, strict=True):
            assert math.dist(got, want) < 0.05


def test_dot_1_is_top_left_seen_from_above() -> None:
    # ⠁⠈: dot 1 of the first cell (top-left) and dot 4 of the second (top-right): unmirrored,
    # the first is left of the second and both in the top row, near the tile's top edge.
    ((tile, (first, second)),) = tiles_and_caps([Label("X", "⠁⠈", "x", "x")], MARBURG_MEDIUM)
    lo, hi = tile.bounds()
    a, b = (max(cap.points, key=lambda p: p[2]) for cap in (first, second))
    assert a[0] < b[0]
    assert a[1] == pytest.approx(b[1], abs=1e-4)
    assert hi[1] - a[1] == pytest.approx(MARGIN + MARBURG_MEDIUM.dot_radius, abs=1e-4)
    assert a[0] - lo[0] == pytest.approx(MARGIN + MARBURG_MEDIUM.dot_radius, abs=1e-4)


@pytest.mark.parametrize("geometry", GEOMETRIES, ids=lambda g: g.name)
def test_raised_points_cluster_into_one_cap_per_dot(geometry: DotGeometry) -> None:
    # Counted without trusting the file order: the raised vertices, joined to every other one
    # within half the clear space between neighbouring dots (single linkage, on a grid).
    base, reach = 1.0, (geometry.dot_spacing - geometry.dot_diameter) / 2
    facets = parse(stl_document(FIXTURE, geometry, base_thickness=base))
    points = sorted({p[:2] for f in facets for p in f.vertices if p[2] > base + 1e-3})
    parent = list(range(len(points)))

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    grid: dict[tuple[int, int], list[int]] = {}
    for i, (x, y) in enumerate(points):
        gx, gy = int(x // reach), int(y // reach)
        for key in itertools.product((gx - 1, gx, gx + 1), (gy - 1, gy, gy + 1)):
            for j in grid.get(key, []):
                if math.dist(points[i], points[j]) < reach:
                    parent[root(i)] = root(j)
        grid.setdefault((gx, gy), []).append(i)
    caps = len({root(i) for i in range(len(points))})
    assert caps == sum(len(dot_centres(label.cells, (0.0, 0.0))) for label in FIXTURE)


# --- the deck and bad input ----------------------------------------------------------------


def test_the_rummy40_deck() -> None:
    labels = deck_labels("rummy40", "en")
    data = stl_document(labels)
    (count,) = struct.unpack_from("<I", data, 80)
    dots = sum(len(dot_centres(label.cells, (0.0, 0.0))) for label in labels)
    assert count == 12 * len(labels) + dots * cap_triangles(16)


@pytest.mark.parametrize(
    "cells", ["⠁", "⠁⠁⠁⠁⠁", "⠁⠀", "a⠁", "⠁ ⠁"], ids=["1 cell", "5 cells", "blank", "ascii", "space"]
)
def test_bad_labels_are_refused(cells: str) -> None:
    with pytest.raises(ValueError):
        stl_document([*FIXTURE, Label("X", cells, "x", "x")])


@pytest.mark.parametrize(
    "kwargs",
    [
        {"base_thickness": 0.0},
        {"base_thickness": -1.0},
        {"dot_height": 0.0},
        {"dot_height": -0.6},
        {"columns": 0},
        {"gap": 0.0},
        {"gap": -3.0},
        {"segments": 2},
        {"dot_height": math.nan},
    ],
    ids=str,
)
def test_bad_sizes_are_refused(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        stl_document(FIXTURE, **kwargs)


def test_a_geometry_without_dots_is_refused() -> None:
    with pytest.raises(ValueError):
        stl_document(FIXTURE, DotGeometry("flat", 0.0, 2.5, 6.0, 10.0))
