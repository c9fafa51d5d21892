//! Profiles people look at: a self-contained HTML file (no network, no external script)
//! with
//!
//! - a **tile memory map**: bytes allocated per tile as a heat map over all the target's
//!   tiles, split into standard (non-interleaved) and interleaved memory; click a tile for
//!   its allocations;
//! - an **exchange timeline**: per exchange phase, each tile's end of activity against the
//!   phase's horizon as executed and the scheduler's endpoint lower bound;
//!
//! and the same data as JSON beside it (`out.html` → `out.json`). Both are written
//! atomically. The JSON's keys are in a fixed order, so a profile is byte-for-byte
//! reproducible.

use std::path::Path;

use ipu_device::{AddrRange, Region, Target};
use serde_json::{Value, json};

use crate::error::Result;
use crate::fs::{is_special_file, write_atomically};
use crate::package::Package;
use crate::run::Report;

/// The profile data (what the JSON file holds).
pub fn data(package: &Package, target: &Target, report: &Report) -> Value {
    let memory: Vec<Value> = package
        .images
        .iter()
        .map(|image| {
            let mut allocations: Vec<&crate::package::Allocation> = image.allocations.iter().collect();
            allocations.sort_by_key(|a| a.addr);
            let (mut standard, mut interleaved) = (0u64, 0u64);
            for a in &allocations {
                let range = AddrRange::new(a.addr, a.addr.saturating_add(a.bytes));
                // An allocation straddling the boundary is split between the regions.
                let boundary = target.memory.region_range(Region::Interleaved).start;
                let below = u64::from(boundary.clamp(range.start, range.end) - range.start);
                standard += below;
                interleaved += u64::from(range.len()) - below;
            }
            json!({
                "tile": image.tile,
                "standardBytes": standard,
                "interleavedBytes": interleaved,
                "allocations": allocations.iter().map(|a| json!([a.name, a.addr, a.bytes])).collect::<Vec<_>>(),
            })
        })
        .collect();
    let steps: Vec<Value> = report
        .run
        .steps
        .iter()
        .map(|s| {
            json!({
                "kind": s.kind,
                "name": s.name,
                "cycles": s.cycles,
                "lowerBound": s.lower_bound,
                "tiles": s.tiles.iter().map(|(t, c)| json!([t, c])).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({
        "workload": package.workload,
        "target": target.name,
        "tiles": target.tiles,
        "tileMemoryBytes": target.tile_memory_bytes(),
        "interleavedBytes": target.memory.region_range(Region::Interleaved).len(),
        "cycles": report.run.cycles,
        "clockHz": target.clock_hz,
        "numericalTest": if report.pass() { "PASS" } else { "FAIL" },
        "maximumAbsoluteError": report.maximum_absolute_error(),
        "outputs": report.comparisons.iter().map(|c| json!({
            "maximumAbsoluteError": c.max_abs_error,
            "maximumAbsoluteReference": c.max_abs_reference,
            "bound": c.bound,
            "pass": c.pass,
        })).collect::<Vec<_>>(),
        "memory": memory,
        "steps": steps,
    })
}

/// Write `path` (HTML) and the JSON beside it (same stem, `.json`). When `path` is an
/// existing special file (`/dev/null`, a FIFO) only the HTML is written to it: there is no
/// directory of the user's beside it for the JSON.
///
/// # Errors
/// `Error::Io` naming the file that could not be written.
pub fn write(path: &Path, package: &Package, target: &Target, report: &Report) -> Result<()> {
    let value = data(package, target, report);
    let text = serde_json::to_string(&value).unwrap_or_else(|_| "{}".into());
    if !is_special_file(path) {
        write_atomically(&path.with_extension("json"), text.as_bytes())?;
    }
    write_atomically(path, html(&text).as_bytes())
}

/// The HTML page around the JSON `data`.
pub fn html(data: &str) -> String {
    // `</` cannot appear inside the script element.
    let embedded = data.replace("</", "<\\/");
    format!(
        "{HEAD}<script type=\"application/json\" id=\"data\">{embedded}</script>\n<script>{SCRIPT}</script>\n</body>\n</html>\n"
    )
}

const HEAD: &str = r##"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>ipu-run profile</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.3em; } h2 { font-size: 1.1em; margin-top: 1.5em; }
.grid { display: grid; gap: 1px; width: max-content; background: #ddd; border: 1px solid #ddd; }
.cell { width: 9px; height: 9px; cursor: pointer; }
.cell.idle { background: #fff; }
.cell.sel { outline: 2px solid #000; }
table { border-collapse: collapse; margin-top: .5em; }
td, th { border: 1px solid #ccc; padding: 2px 6px; text-align: right; }
td:first-child { text-align: left; }
.phase { margin: .4em 0; }
.legend { font-size: 12px; color: #555; }
</style>
</head>
<body>
<h1 id="title">ipu-run profile</h1>
<div id="summary"></div>
<div id="status">loading</div>
<h2>Tile memory</h2>
<div class="legend">Bytes allocated per tile, as a fraction of the region (white: no allocation). Click a tile.</div>
<p><label><input type="radio" name="region" value="standard" checked> standard (non-interleaved)</label>
<label><input type="radio" name="region" value="interleaved"> interleaved</label>
<label><input type="radio" name="region" value="total"> total</label></p>
<div id="memory" class="grid"></div>
<div id="tile"></div>
<h2>Exchange timeline</h2>
<div class="legend">Per phase: each tile's end of activity (dots), the horizon as executed (red) and the scheduler's endpoint lower bound (blue).</div>
<div id="exchange"></div>
"##;

const SCRIPT: &str = r##"
"use strict";
const status = document.getElementById("status");
window.onerror = (msg) => { status.textContent = "error: " + msg; };
const data = JSON.parse(document.getElementById("data").textContent);
document.getElementById("title").textContent = "Profile: " + data.workload + " on " + data.target;
const us = data.cycles / data.clockHz * 1e6;
document.getElementById("summary").textContent =
  data.cycles + " cycles (" + us.toFixed(3) + " µs), numericalTest=" + data.numericalTest +
  ", maximum absolute error " + data.maximumAbsoluteError.toFixed(6);
const byTile = new Map(data.memory.map(m => [m.tile, m]));
const cols = Math.ceil(Math.sqrt(data.tiles * 2));
const grid = document.getElementById("memory");
grid.style.gridTemplateColumns = "repeat(" + cols + ", 9px)";
const cells = [];
function heat(f) {
  const x = Math.max(0, Math.min(1, f));
  return "hsl(" + Math.round(220 - 220 * x) + ", 80%, " + Math.round(85 - 40 * x) + "%)";
}
function paint() {
  const region = document.querySelector("input[name=region]:checked").value;
  const standard = data.tileMemoryBytes - data.interleavedBytes;
  for (let t = 0; t < data.tiles; t++) {
    const m = byTile.get(t), c = cells[t];
    if (!m) { c.className = "cell idle"; c.style.background = ""; continue; }
    const f = region === "standard" ? m.standardBytes / standard
      : region === "interleaved" ? m.interleavedBytes / data.interleavedBytes
      : (m.standardBytes + m.interleavedBytes) / data.tileMemoryBytes;
    c.className = "cell"; c.style.background = heat(f);
  }
}
function show(t) {
  cells.forEach(c => c.classList.remove("sel"));
  cells[t].classList.add("sel");
  const m = byTile.get(t), box = document.getElementById("tile");
  box.textContent = "";
  const h = document.createElement("h3");
  h.textContent = "Tile " + t + (m ? ": " + m.standardBytes + " standard + " + m.interleavedBytes + " interleaved bytes" : ": no allocations");
  box.appendChild(h);
  if (!m) return;
  const table = document.createElement("table");
  table.innerHTML = "<tr><th>allocation</th><th>address</th><th>bytes</th></tr>";
  for (const [name, addr, bytes] of m.allocations) {
    const row = table.insertRow();
    row.insertCell().textContent = name;
    row.insertCell().textContent = "0x" + addr.toString(16);
    row.insertCell().textContent = bytes;
  }
  box.appendChild(table);
}
for (let t = 0; t < data.tiles; t++) {
  const c = document.createElement("div");
  c.className = "cell"; c.title = "tile " + t; c.addEventListener("click", () => show(t));
  grid.appendChild(c); cells.push(c);
}
document.querySelectorAll("input[name=region]").forEach(r => r.addEventListener("change", paint));
paint();
const ex = document.getElementById("exchange");
data.steps.forEach((s, i) => {
  if (s.kind !== "exchange") return;
  const div = document.createElement("div");
  div.className = "phase";
  const gap = s.lowerBound > 0 ? (s.cycles / s.lowerBound).toFixed(2) : "n/a";
  const label = document.createElement("div");
  label.textContent = "step " + i + " " + s.name + ": horizon " + s.cycles + " cycles, lower bound " + s.lowerBound + " (ratio " + gap + ")";
  div.appendChild(label);
  const canvas = document.createElement("canvas");
  canvas.width = 760; canvas.height = 140;
  const g = canvas.getContext("2d");
  // Vertical range: from a little below the smallest tile end or the lower bound to the
  // horizon, so the gap between them is visible.
  const ends = s.tiles.map(t => t[1]);
  const lowest = Math.min(s.lowerBound || s.cycles, ...ends, s.cycles);
  const lo = Math.max(0, lowest - 0.05 * (s.cycles - lowest + 1));
  const hi = Math.max(s.cycles, s.lowerBound, lo + 1);
  const y = v => 125 - 115 * (v - lo) / (hi - lo);
  const x = t => 50 + 700 * t / data.tiles;
  g.font = "11px sans-serif"; g.fillStyle = "#555";
  g.fillText(String(hi), 2, 14); g.fillText(String(Math.round(lo)), 2, 128);
  g.fillText("tile 0", 50, 138); g.fillText("tile " + (data.tiles - 1), 700, 138);
  g.strokeStyle = "#06c"; g.beginPath(); g.moveTo(50, y(s.lowerBound)); g.lineTo(750, y(s.lowerBound)); g.stroke();
  g.strokeStyle = "#c00"; g.beginPath(); g.moveTo(50, y(s.cycles)); g.lineTo(750, y(s.cycles)); g.stroke();
  g.fillStyle = "#222";
  for (const [t, end] of s.tiles) g.fillRect(x(t), y(end) - 1, 1.5, 2);
  div.appendChild(canvas);
  ex.appendChild(div);
});
if (!ex.children.length) ex.textContent = "No exchange phases.";
if (data.memory.length) show(data.memory[0].tile);
if (!status.textContent.startsWith("error")) status.textContent = "rendered";
"##;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_end_tags_in_data_are_escaped() {
        let page = html(r#"{"workload":"</script><b>"}"#);
        assert!(page.contains(r#"<\/script><b>"#));
        assert_eq!(page.matches("</script>").count(), 2);
    }
}
