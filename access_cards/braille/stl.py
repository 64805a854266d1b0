"""Braille labels as a binary STL: a plate of tiles with raised dots, for 3D printing.

Units are millimetres. The STL frame has x to the right, y *up* (away from the reader) and z
out of the plate, so the dots read correctly seen from above, printed as they lie: nothing is
mirrored. The geometry module's page frame has y down, so ``y_stl = plate height − y_page``.

Layout: the labels fill a grid of ``columns`` slots per row, row by row from the top-left as on
a label sheet; every slot is ``widest tile + gap`` wide and ``tallest tile + gap`` high, and a
tile sits in the top-left corner of its slot. A tile is its dots plus ``MARGIN`` all round
(``tile_size``: 2 cells Marburg 14.0 × 10.5 mm). Tiles share nothing, so the plate comes off
the bed as separate labels: no cutting.

Each tile is a closed box (12 triangles) from z = 0 to ``base_thickness``. Each dot is a
spherical cap, base diameter ``geometry.dot_diameter``, height ``dot_height``, written as its
own closed solid (curved surface plus a flat bottom disc) standing exactly on the tile's top
face. We do not cut holes into the top face to stitch the caps in: slicers (PrusaSlicer, Cura,
…) union touching and overlapping shells layer by layer anyway, and separate shells keep every
solid simply closed and easy to check.

File structure, for tests: label by label in order, the tile's 12 triangles, then one cap per
raised dot in ``dot_centres`` order, ``cap_triangles(segments)`` triangles each. The header
does not start with ``solid``, which some readers take as the mark of an ASCII STL.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence

from access_cards.braille.geometry import MARBURG_MEDIUM, DotGeometry, check_labels, dot_centres
from access_cards.braille.label import Label

__all__ = ["MARGIN", "cap_triangles", "sphere_radius", "stl_document", "tile_size"]

MARGIN = 2.0  # mm of plain base between the outermost dots' edges and the tile's edge
HEADER = b"access_cards braille labels, binary STL, millimetres, z up".ljust(80, b" ")
RECORD = struct.Struct("<12fH")  # normal, three vertices, "attribute byte count" (0)

Vec = tuple[float, float, float]
Triangle = tuple[Vec, Vec, Vec, Vec]  # outward unit normal, then vertices counter-clockwise


def stl_document(
    labels: Sequence[Label],
    geometry: DotGeometry = MARBURG_MEDIUM,
    *,
    base_thickness: float = 1.0,
    dot_height: float = 0.6,
    columns: int = 10,
    gap: float = 3.0,
    segments: int = 16,
) -> bytes:
    """A binary STL of ``labels`` as a plate of separate tiles with spherical-cap dots."""
    check_labels(labels)
    _check_sizes(geometry, base_thickness, dot_height, columns, gap, segments)
    sizes = [tile_size(len(label.cells), geometry) for label in labels]
    pitch_x = max((w for w, _ in sizes), default=0.0) + gap
    pitch_y = max((h for _, h in sizes), default=0.0) + gap
    rows = math.ceil(len(labels) / columns)
    plate_height = rows * pitch_y - gap  # the top row's top edge, in the STL frame
    cap = _cap_mesh(geometry.dot_radius, dot_height, segments)
    triangles: list[Triangle] = []
    for slot, (label, (width, height)) in enumerate(zip(labels, sizes, strict=True)):
        row, column = divmod(slot, columns)
        left, top = column * pitch_x, plate_height - row * pitch_y
        triangles += _box((left, top - height, 0.0), (left + width, top, base_thickness))
        triangles += _dots(label, (left, top, base_thickness), geometry, cap)
    return _binary(triangles)


def _dots(label: Label, corner: Vec, geometry: DotGeometry, cap: list[Triangle]) -> list[Triangle]:
    """The label's caps on the tile whose top-left corner of the top face is ``corner``."""
    left, top, z = corner
    # Dot 1's centre lies MARGIN + radius in from the corner. dot_centres works in the page
    # frame (y down), so hand it −top and turn its y back round: that keeps the dots unmirrored.
    inset = MARGIN + geometry.dot_radius
    triangles: list[Triangle] = []
    for x, y in dot_centres(label.cells, (left + inset, -top + inset), geometry):
        triangles += _moved(cap, (x, -y, z))
    return triangles


def tile_size(cells: int, geometry: DotGeometry = MARBURG_MEDIUM) -> tuple[float, float]:
    """Width and height of the tile of a ``cells``-cell label: its dots plus the margins."""
    width, height = geometry.size(cells)
    return width + 2 * MARGIN, height + 2 * MARGIN


def sphere_radius(base_radius: float, height: float) -> float:
    """The radius of the sphere a cap of this base radius and height is cut from."""
    return (base_radius**2 + height**2) / (2 * height)


def cap_triangles(segments: int) -> int:
    """Triangles in one dot cap: an apex fan, bands between rings, and the bottom disc."""
    return segments + 2 * segments * (_rings(segments) - 1) + (segments - 2)


def _rings(segments: int) -> int:
    # Rings of latitude: about as fine from apex to rim as the segments are round the dot.
    return max(1, segments // 4)


def _check_sizes(
    geometry: DotGeometry,
    base_thickness: float,
    dot_height: float,
    columns: int,
    gap: float,
    segments: int,
) -> None:
    # gap must be positive too: touching tiles would be welded into one piece by the slicer.
    for name, value in (
        ("dot diameter", geometry.dot_diameter),
        ("base_thickness", base_thickness),
        ("dot_height", dot_height),
        ("columns", columns),
        ("gap", gap),
    ):
        if not value > 0:
            raise ValueError(f"{name} must be positive, not {value!r}")
    if segments < 3:
        raise ValueError(f"segments must be at least 3, not {segments!r}")


def _cap_mesh(base_radius: float, height: float, segments: int) -> list[Triangle]:
    """A closed spherical cap standing on z = 0 around the z axis, apex at z = ``height``.

    Every vertex, rim included, lies on the sphere, so the cap is exactly the spherical cap
    at its vertices. Built once and moved to each dot: normals do not change under moving.
    """
    r = sphere_radius(base_radius, height)
    theta_max = math.acos((r - height) / r)  # polar angle of the rim, seen from the centre
    rings = _rings(segments)

    def point(ring: int, step: int) -> Vec:
        theta = theta_max * ring / rings
        phi = 2 * math.pi * (step % segments) / segments
        rho = r * math.sin(theta)
        return rho * math.cos(phi), rho * math.sin(phi), height - r + r * math.cos(theta)

    apex: Vec = (0.0, 0.0, height)
    triangles = [_facet(apex, point(1, j), point(1, j + 1)) for j in range(segments)]
    for k in range(1, rings):
        for j in range(segments):
            a, b = point(k, j), point(k + 1, j)
            c, d = point(k + 1, j + 1), point(k, j + 1)
            triangles += [_facet(a, b, c), _facet(a, c, d)]
    # The bottom disc as a fan from one rim vertex: no centre vertex off the sphere.
    rim0 = point(rings, 0)
    triangles += [
        _facet(rim0, point(rings, j + 1), point(rings, j)) for j in range(1, segments - 1)
    ]
    return triangles


def _facet(a: Vec, b: Vec, c: Vec) -> Triangle:
    """The triangle a, b, c with its unit normal by the right-hand rule."""
    u = (b[0] - a[0], b[1] - a[1], b[2] - a[2])
    v = (c[0] - a[0], c[1] - a[1], c[2] - a[2])
    n = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
    length = math.sqrt(n[0] ** 2 + n[1] ** 2 + n[2] ** 2)
    return (n[0] / length, n[1] / length, n[2] / length), a, b, c


def _box(lo: Vec, hi: Vec) -> list[Triangle]:
    """The 12 outward-facing triangles of the axis-aligned box from ``lo`` to ``hi``."""
    triangles: list[Triangle] = []
    for axis in range(3):
        u, v = (axis + 1) % 3, (axis + 2) % 3  # u × v = +axis
        # The face at hi looks along +axis, the one at lo along −axis: swap u, v to turn it.
        for plane, sign, (p, q) in ((hi[axis], 1.0, (u, v)), (lo[axis], -1.0, (v, u))):
            normal = _unit(axis, sign)
            corners = [
                _corner(axis, plane, (p, lo[p]), (q, lo[q])),
                _corner(axis, plane, (p, hi[p]), (q, lo[q])),
                _corner(axis, plane, (p, hi[p]), (q, hi[q])),
                _corner(axis, plane, (p, lo[p]), (q, hi[q])),
            ]
            triangles.append((normal, corners[0], corners[1], corners[2]))
            triangles.append((normal, corners[0], corners[2], corners[3]))
    return triangles


def _unit(axis: int, sign: float) -> Vec:
    n = [0.0, 0.0, 0.0]
    n[axis] = sign
    return n[0], n[1], n[2]


def _corner(axis: int, plane: float, first: tuple[int, float], second: tuple[int, float]) -> Vec:
    p = [0.0, 0.0, 0.0]
    p[axis] = plane
    p[first[0]], p[second[0]] = first[1], second[1]
    return p[0], p[1], p[2]


def _moved(mesh: Sequence[Triangle], offset: Vec) -> list[Triangle]:
    dx, dy, dz = offset

    def move(p: Vec) -> Vec:
        return p[0] + dx, p[1] + dy, p[2] + dz

    return [(n, move(a), move(b), move(c)) for n, a, b, c in mesh]


def _binary(triangles: Sequence[Triangle]) -> bytes:
    records = [RECORD.pack(*n, *a, *b, *c, 0) for n, a, b, c in triangles]
    return HEADER + struct.pack("<I", len(triangles)) + b"".join(records)
