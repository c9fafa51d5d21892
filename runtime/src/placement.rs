//! The exact tile placement profile (the reference system's `wrote exact tile placement
//! profile path=...`): a self-contained HTML page (no network) drawing every allocation of
//! every tile image of a package at its exact address — one column per tile, addresses
//! upward from the bottom of tile memory, the interleaved region's start marked — with the
//! allocation's name, address and bytes on hover, and a table of the fullest tile's
//! allocations. Written atomically; the same package gives the same bytes.

use std::path::Path;

use ipu_device::{Region, Target};
use serde_json::json;

use crate::error::Result;
use crate::fs::write_atomically;
use crate::package::Package;

/// The page for `package` on `target`.
pub fn html(package: &Package, target: &Target) -> String {
    let range = target.memory.range();
    let tiles: Vec<serde_json::Value> = package
        .images
        .iter()
        .map(|i| {
            json!([
                i.tile,
                i.allocations
                    .iter()
                    .map(|a| json!([a.name, a.addr, a.bytes]))
                    .collect::<Vec<_>>()
            ])
        })
        .collect();
    let data = json!({
        "workload": package.workload,
        "target": target.name,
        "start": range.start,
        "end": range.end,
        "interleaved": target.memory.region_range(Region::Interleaved).start,
        "tiles": tiles,
    });
    let text = serde_json::to_string(&data)
        .unwrap_or_else(|_| "{}".into())
        .replace("</", "<\\/");
    format!(
        "{HEAD}<script type=\"application/json\" id=\"data\">{text}</script>\n<script>{SCRIPT}</script>\n</body>\n</html>\n"
    )
}

/// Writes [`html`] to `path` atomically.
///
/// # Errors
/// `Error::Io` naming the file.
pub fn write(path: &Path, package: &Package, target: &Target) -> Result<()> {
    write_atomically(path, html(package, target).as_bytes())
}

const HEAD: &str = r##"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>tile placement</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.3em; }
svg { border: 1px solid #ccc; background: #fafafa; }
table { border-collapse: collapse; margin-top: .5em; }
td, th { border: 1px solid #ccc; padding: 2px 6px; text-align: right; }
td:first-child, th:first-child { text-align: left; font-family: monospace; }
.legend { font-size: 12px; color: #555; }
</style>
</head>
<body>
<h1 id="title">Tile placement</h1>
<p class="legend">One column per tile; addresses grow upward from the bottom of tile memory.
Each allocation is drawn at its exact address and size (hover for its name). The dashed line
is the start of interleaved memory.</p>
<div id="plot"></div>
<h2 id="fullest"></h2>
<table id="table"></table>
"##;

const SCRIPT: &str = r##"
const d = JSON.parse(document.getElementById('data').textContent);
document.getElementById('title').textContent =
  'Tile placement: ' + d.workload + ' on ' + d.target + ' (' + d.tiles.length + ' tiles with images)';
const hex = n => '0x' + n.toString(16);
const colour = name => { let h = 0; for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return 'hsl(' + (h % 360) + ',60%,55%)'; };
const H = 600, span = d.end - d.start;
const cw = Math.max(1, Math.min(12, Math.floor(1400 / Math.max(1, d.tiles.length))));
const W = d.tiles.length * cw + 80;
const y = a => 20 + H - (a - d.start) / span * H;
const ns = 'http://www.w3.org/2000/svg';
const svg = document.createElementNS(ns, 'svg');
svg.setAttribute('width', W); svg.setAttribute('height', H + 40);
const el = (tag, attrs, parent) => { const e = document.createElementNS(ns, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]); (parent || svg).appendChild(e); return e; };
for (const a of [d.start, d.interleaved, d.end]) {
  el('text', {x: 2, y: y(a) + 4, 'font-size': 10}).textContent = hex(a);
}
el('line', {x1: 70, x2: W, y1: y(d.interleaved), y2: y(d.interleaved), stroke: '#555', 'stroke-dasharray': '4 3'});
let fullest = null, most = -1;
d.tiles.forEach(([tile, allocs], i) => {
  let used = 0;
  for (const [name, addr, bytes] of allocs) {
    used += bytes;
    const r = el('rect', {x: 75 + i * cw, y: y(addr + bytes), width: Math.max(1, cw - 1),
      height: Math.max(0.5, bytes / span * H), fill: colour(name)});
    el('title', {}, r).textContent = 'tile ' + tile + ': ' + name + ' at ' + hex(addr) + ', ' + bytes + ' bytes';
  }
  if (used > most) { most = used; fullest = [tile, allocs]; }
});
document.getElementById('plot').appendChild(svg);
if (fullest) {
  document.getElementById('fullest').textContent =
    'Fullest tile: ' + fullest[0] + ' (' + most + ' bytes allocated)';
  const t = document.getElementById('table');
  t.innerHTML = '<tr><th>allocation</th><th>address</th><th>end</th><th>bytes</th></tr>';
  for (const [name, addr, bytes] of fullest[1]) {
    const tr = document.createElement('tr');
    for (const v of [name, hex(addr), hex(addr + bytes), bytes]) {
      const td = document.createElement('td'); td.textContent = v; tr.appendChild(td);
    }
    t.appendChild(tr);
  }
}
"##;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::{Allocation, TileImage};

    #[test]
    fn every_allocation_is_in_the_page_at_its_exact_address() {
        let target = Target::resolve("ipu21").unwrap();
        let package = Package {
            workload: "w".into(),
            images: vec![TileImage {
                tile: 7,
                allocations: vec![Allocation {
                    name: "x</script>".into(),
                    addr: 0x4C010,
                    bytes: 96,
                }],
                segments: vec![],
            }],
            ..Package::default()
        };
        let page = html(&package, &target);
        // The name is escaped out of the script element; tile, address and bytes are exact.
        assert!(
            page.contains(r#"[7,[["x<\/script>",311312,96]]]"#),
            "{page}"
        );
        assert_eq!(page, html(&package, &target));
    }
}
