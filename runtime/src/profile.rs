//! Profiles people look at: a self-contained HTML file (no network, no external script)
//! with
//!
//! - the **program timeline**, which says where the cycles go: every step (compute set,
//!   exchange phase, sync) in order on an axis of cycles (and µs), coloured by kind with a
//!   legend; below it one row per tile used (grouped into bands when there are many), busy
//!   in the step's colour and idle in grey; and a table of the steps with their cycles,
//!   their share of the total and how busy the tiles were;
//! - a **tile memory map**: bytes allocated per tile as a heat map, split into standard
//!   (non-interleaved) and interleaved memory; click a tile for its allocations;
//! - an **exchange view**: per exchange phase, each tile's end of activity against the
//!   phase's horizon as executed and the scheduler's endpoint lower bound.
//!
//! Views over tiles show the tiles the program uses (`0..=` the highest tile with a memory
//! image), so a program on 4 tiles is not drawn as 1,468 empty ones; a checkbox shows all.
//! A tile is busy in a compute set for its codelets' cycles, in an exchange phase until
//! its last send or receive, and never in a sync.
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
    let mut start = 0u64;
    let steps: Vec<Value> = report
        .run
        .steps
        .iter()
        .map(|s| {
            let step = json!({
                "kind": s.kind,
                "name": s.name,
                "start": start,
                "cycles": s.cycles,
                "lowerBound": s.lower_bound,
                "tiles": s.tiles.iter().map(|(t, c)| json!([t, c])).collect::<Vec<_>>(),
            });
            start += s.cycles;
            step
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
        "tilesUsed": package.images.iter().map(|i| i.tile + 1).max().unwrap_or(0),
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
.cell { width: var(--cell); height: var(--cell); cursor: pointer; }
.cell.idle { background: #fff; }
.cell.sel { outline: 2px solid #000; }
table { border-collapse: collapse; margin-top: .5em; }
td, th { border: 1px solid #ccc; padding: 2px 6px; text-align: right; }
td:first-child, th:first-child, td.kind, th.kind, td.name, th.name { text-align: left; }
td.name { font-family: monospace; }
.phase { margin: .4em 0; }
.legend { font-size: 12px; color: #555; }
.key { display: inline-block; width: 12px; height: 12px; vertical-align: -2px; margin: 0 4px 0 12px; border: 1px solid #999; }
.key:first-child { margin-left: 0; }
#status { color: #b00; }
#status:empty { display: none; }
#timeline { display: block; margin-top: .4em; }
#tip { position: fixed; pointer-events: none; background: #fff; border: 1px solid #888; padding: 2px 6px; font-size: 12px; display: none; white-space: pre; }
</style>
</head>
<body>
<h1 id="title">ipu-run profile</h1>
<div id="summary"></div>
<div id="status"></div>
<noscript>This page draws its figures with JavaScript.</noscript>
<p class="legend"><label><input type="checkbox" id="all-tiles"> show all the target's tiles (by default: the tiles the program uses)</label></p>
<h2>Timeline: where the cycles go</h2>
<div class="legend" id="timeline-legend"></div>
<canvas id="timeline"></canvas>
<div id="by-kind"></div>
<table id="steps"></table>
<h2>Tile memory</h2>
<div class="legend">Bytes allocated per tile, as a fraction of the region (white: no allocation). Click a tile.</div>
<p><label><input type="radio" name="region" value="standard" checked> standard (non-interleaved)</label>
<label><input type="radio" name="region" value="interleaved"> interleaved</label>
<label><input type="radio" name="region" value="total"> total</label></p>
<div id="memory" class="grid"></div>
<div id="tile"></div>
<h2>Exchange phases against their lower bound</h2>
<div class="legend">Per phase, in cycles from the phase's start: each tile's end of activity (dots), the horizon as executed (red) and the scheduler's endpoint lower bound (blue).</div>
<div id="exchange"></div>
<div id="tip"></div>
"##;

const SCRIPT: &str = r##"
"use strict";
const status = document.getElementById("status");
window.onerror = (msg) => { status.textContent = "error: " + msg; };
const data = JSON.parse(document.getElementById("data").textContent);
const COLORS = { compute: "#3b7dd8", exchange: "#e8912d", sync: "#7a7a7a" };
const IDLE = "#e6e6e6";
const LABELS = { compute: "compute set (tile busy)", exchange: "exchange phase (tile sending or receiving)", sync: "sync" };
const micro = c => c / data.clockHz * 1e6;
const fmt = n => n.toLocaleString("en-US");
const pct = (a, b) => b > 0 ? (100 * a / b).toFixed(1) + " %" : "n/a";
document.getElementById("title").textContent = "Profile: " + data.workload + " on " + data.target;
document.getElementById("summary").textContent =
  fmt(data.cycles) + " cycles (" + micro(data.cycles).toFixed(3) + " µs at " + (data.clockHz / 1e9) +
  " GHz), " + data.steps.length + " steps, " + data.tilesUsed + " of " + data.tiles +
  " tiles used; numericalTest=" + data.numericalTest + ", maximum absolute error " +
  data.maximumAbsoluteError.toFixed(6);
const tip = document.getElementById("tip");
function showTip(ev, text) {
  tip.textContent = text; tip.style.display = "block";
  tip.style.left = (ev.clientX + 12) + "px"; tip.style.top = (ev.clientY + 12) + "px";
}
const allTiles = document.getElementById("all-tiles");
const shown = () => allTiles.checked ? data.tiles : Math.max(1, data.tilesUsed);

// A tile's busy cycles in a step: its codelets' cycles in a compute set, its end of
// activity in an exchange phase, none in a sync.
for (const s of data.steps) {
  s.busy = new Map(s.tiles.map(([t, c]) => [t, Math.min(c, s.cycles)]));
}

// --- The timeline ---------------------------------------------------------------------
const legend = document.getElementById("timeline-legend");
for (const kind of ["compute", "exchange", "sync"]) {
  const k = document.createElement("span"); k.className = "key"; k.style.background = COLORS[kind];
  legend.appendChild(k); legend.appendChild(document.createTextNode(LABELS[kind]));
}
{ const k = document.createElement("span"); k.className = "key"; k.style.background = IDLE;
  legend.appendChild(k); legend.appendChild(document.createTextNode("tile idle (waiting for the slowest tile)")); }

function niceStep(x) {
  const p = Math.pow(10, Math.floor(Math.log10(x))), m = x / p;
  return p * (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10);
}

function drawTimeline() {
  const canvas = document.getElementById("timeline");
  const n = shown(), total = Math.max(1, data.cycles);
  const per = Math.ceil(n / Math.min(n, 128)), bands = Math.ceil(n / per);
  const rowH = Math.max(2, Math.min(16, Math.floor(320 / bands)));
  const L = 92, W = 1000, P = W - L - 12, stripY = 4, stripH = 24, rowsY = stripY + stripH + 8;
  const axisY = rowsY + bands * rowH + 4;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = W * dpr; canvas.height = (axisY + 44) * dpr;
  canvas.style.width = W + "px"; canvas.style.height = (axisY + 44) + "px";
  const g = canvas.getContext("2d");
  g.scale(dpr, dpr);
  g.clearRect(0, 0, W, axisY + 44);
  const x = c => L + P * c / total;
  g.font = "11px system-ui, sans-serif"; g.fillStyle = "#333"; g.textBaseline = "middle";
  g.fillText("steps", 4, stripY + stripH / 2);
  for (const s of data.steps) {
    g.fillStyle = COLORS[s.kind] || "#000";
    g.fillRect(x(s.start), stripY, Math.max(1, x(s.start + s.cycles) - x(s.start)), stripH);
  }
  // One row per tile, or per band of `per` tiles (the mean of their busy fractions).
  for (let b = 0; b < bands; b++) {
    const t0 = b * per, t1 = Math.min(n, t0 + per), y = rowsY + b * rowH;
    for (const s of data.steps) {
      const x0 = x(s.start), w = Math.max(1, x(s.start + s.cycles) - x0);
      let busy = 0;
      if (s.cycles > 0) for (let t = t0; t < t1; t++) busy += (s.busy.get(t) || 0) / s.cycles;
      const f = busy / (t1 - t0);
      g.fillStyle = IDLE; g.fillRect(x0, y, w, rowH - (rowH > 3 ? 1 : 0));
      if (f > 0) { g.fillStyle = COLORS[s.kind]; g.fillRect(x0, y, Math.max(0.5, w * f), rowH - (rowH > 3 ? 1 : 0)); }
    }
  }
  g.fillStyle = "#333";
  const label = t => per === 1 ? "tile " + t : "tiles " + t + "-" + Math.min(n - 1, t + per - 1);
  g.fillText(label(0), 4, rowsY + rowH / 2);
  if (bands > 1) g.fillText(label((bands - 1) * per), 4, rowsY + (bands - 0.5) * rowH);
  if (per > 1) g.fillText(per + " tiles/row", 4, rowsY + bands * rowH / 2);
  // The axis: cycles, and µs under them.
  g.strokeStyle = "#555"; g.beginPath(); g.moveTo(L, axisY); g.lineTo(L + P, axisY); g.stroke();
  const step = niceStep(total / 8);
  g.textAlign = "center";
  for (let c = 0; c <= total; c += step) {
    g.beginPath(); g.moveTo(x(c), axisY); g.lineTo(x(c), axisY + 4); g.stroke();
    g.fillText(fmt(c), x(c), axisY + 12);
    g.fillText(micro(c).toFixed(micro(step) < 0.1 ? 3 : micro(step) < 1 ? 2 : 1), x(c), axisY + 26);
  }
  g.textAlign = "left";
  g.fillText("cycles", 4, axisY + 12); g.fillText("µs", 4, axisY + 26);
  canvas.onmousemove = ev => {
    const r = canvas.getBoundingClientRect(), c = (ev.clientX - r.left - L) / P * total;
    const i = data.steps.findIndex(s => c >= s.start && c < s.start + s.cycles);
    if (i < 0) { tip.style.display = "none"; return; }
    const s = data.steps[i];
    const row = Math.floor((ev.clientY - r.top - rowsY) / rowH);
    let text = "step " + i + ": " + s.kind + (s.name ? " " + s.name : "") + "\n" + fmt(s.cycles) +
      " cycles (" + pct(s.cycles, data.cycles) + " of the program), from cycle " + fmt(s.start) +
      "\n" + s.tiles.length + " tiles active";
    if (row >= 0 && row < bands && per === 1) text += "\ntile " + row + ": busy " + fmt(s.busy.get(row) || 0) + " cycles";
    showTip(ev, text);
  };
  canvas.onmouseleave = () => { tip.style.display = "none"; };
}

function fillSteps() {
  const n = shown();
  const byKind = {};
  for (const s of data.steps) {
    const k = byKind[s.kind] || (byKind[s.kind] = { cycles: 0, steps: 0 });
    k.cycles += s.cycles; k.steps += 1;
  }
  document.getElementById("by-kind").textContent = "In all: " + Object.entries(byKind)
    .map(([kind, k]) => kind + " " + fmt(k.cycles) + " cycles (" + pct(k.cycles, data.cycles) + ", " + k.steps + " steps)")
    .join("; ") + ".";
  const table = document.getElementById("steps");
  table.innerHTML = "<tr><th>step</th><th class=\"kind\">kind</th><th class=\"name\">name</th><th>start (cycles)</th><th>cycles</th>" +
    "<th>share</th><th>µs</th><th>tiles active</th><th>mean tile busy</th><th>lower bound</th></tr>";
  data.steps.forEach((s, i) => {
    const row = table.insertRow();
    row.className = "step";
    row.insertCell().textContent = i;
    const kind = row.insertCell(); kind.className = "kind";
    const key = document.createElement("span"); key.className = "key"; key.style.background = COLORS[s.kind];
    kind.appendChild(key); kind.appendChild(document.createTextNode(s.kind));
    const name = row.insertCell(); name.className = "name"; name.textContent = s.name;
    row.insertCell().textContent = fmt(s.start);
    row.insertCell().textContent = fmt(s.cycles);
    row.insertCell().textContent = pct(s.cycles, data.cycles);
    row.insertCell().textContent = micro(s.cycles).toFixed(3);
    row.insertCell().textContent = s.kind === "sync" ? "all" : s.tiles.length;
    let busy = 0;
    for (const c of s.busy.values()) busy += c;
    row.insertCell().textContent = s.kind === "sync" ? "" : pct(busy, s.cycles * n);
    row.insertCell().textContent = s.kind === "exchange" && s.lowerBound > 0
      ? fmt(s.lowerBound) + " (×" + (s.cycles / s.lowerBound).toFixed(2) + ")" : "";
  });
}

// --- Tile memory ------------------------------------------------------------------------
const byTile = new Map(data.memory.map(m => [m.tile, m]));
const grid = document.getElementById("memory");
let cells = [];
function heat(f) {
  const v = Math.max(0, Math.min(1, f));
  return "hsl(" + Math.round(220 - 220 * v) + ", 80%, " + Math.round(85 - 40 * v) + "%)";
}
function paint() {
  const region = document.querySelector("input[name=region]:checked").value;
  const standard = data.tileMemoryBytes - data.interleavedBytes;
  cells.forEach((c, t) => {
    const m = byTile.get(t);
    if (!m) { c.className = "cell idle"; c.style.background = ""; return; }
    const f = region === "standard" ? m.standardBytes / standard
      : region === "interleaved" ? m.interleavedBytes / data.interleavedBytes
      : (m.standardBytes + m.interleavedBytes) / data.tileMemoryBytes;
    c.className = "cell"; c.style.background = heat(f);
  });
}
function show(t) {
  cells.forEach(c => c.classList.remove("sel"));
  if (cells[t]) cells[t].classList.add("sel");
  const m = byTile.get(t), box = document.getElementById("tile");
  box.textContent = "";
  const h = document.createElement("h3");
  h.textContent = "Tile " + t + (m ? ": " + fmt(m.standardBytes) + " standard + " + fmt(m.interleavedBytes) + " interleaved bytes" : ": no allocations");
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
function buildGrid() {
  const n = shown(), size = n <= 64 ? 24 : n <= 256 ? 14 : 9;
  grid.textContent = ""; cells = [];
  grid.style.setProperty("--cell", size + "px");
  grid.style.gridTemplateColumns = "repeat(" + Math.min(n, Math.ceil(Math.sqrt(n * 2))) + ", " + size + "px)";
  for (let t = 0; t < n; t++) {
    const c = document.createElement("div");
    c.className = "cell"; c.title = "tile " + t; c.addEventListener("click", () => show(t));
    grid.appendChild(c); cells.push(c);
  }
  paint();
}
document.querySelectorAll("input[name=region]").forEach(r => r.addEventListener("change", paint));

// --- Exchange phases ---------------------------------------------------------------------
function drawExchange() {
  const ex = document.getElementById("exchange"), n = shown();
  ex.textContent = "";
  data.steps.forEach((s, i) => {
    if (s.kind !== "exchange") return;
    const div = document.createElement("div");
    div.className = "phase";
    const ratio = s.lowerBound > 0 ? (s.cycles / s.lowerBound).toFixed(2) : "n/a";
    const label = document.createElement("div");
    label.textContent = "step " + i + " " + s.name + ": horizon " + fmt(s.cycles) + " cycles, lower bound " + fmt(s.lowerBound) + " (ratio " + ratio + ")";
    div.appendChild(label);
    const canvas = document.createElement("canvas");
    canvas.width = 760; canvas.height = 150;
    const g = canvas.getContext("2d");
    // Vertical range: from a little below the smallest tile end or the lower bound to the
    // horizon, so the gap between them is visible.
    const ends = s.tiles.map(t => t[1]);
    const lowest = Math.min(s.lowerBound || s.cycles, ...ends, s.cycles);
    const lo = Math.max(0, lowest - 0.05 * (s.cycles - lowest + 1));
    const hi = Math.max(s.cycles, s.lowerBound, lo + 1);
    const y = v => 125 - 115 * (v - lo) / (hi - lo);
    const x = t => 60 + 690 * (t + 0.5) / n;
    g.font = "11px system-ui, sans-serif"; g.fillStyle = "#555";
    g.fillText(fmt(hi) + " cycles", 2, 14); g.fillText(fmt(Math.round(lo)), 2, 128);
    g.fillText("tile 0", 60, 145); g.textAlign = "right"; g.fillText("tile " + (n - 1), 750, 145); g.textAlign = "left";
    g.strokeStyle = "#06c"; g.beginPath(); g.moveTo(60, y(s.lowerBound)); g.lineTo(750, y(s.lowerBound)); g.stroke();
    g.strokeStyle = "#c00"; g.beginPath(); g.moveTo(60, y(s.cycles)); g.lineTo(750, y(s.cycles)); g.stroke();
    g.fillStyle = "#222";
    const dot = n <= 64 ? 4 : 1.5;
    for (const [t, end] of s.tiles) if (t < n) g.fillRect(x(t) - dot / 2, y(end) - 1, dot, n <= 64 ? 3 : 2);
    div.appendChild(canvas);
    ex.appendChild(div);
  });
  if (!ex.children.length) ex.textContent = "No exchange phases.";
}

function render() {
  drawTimeline();
  fillSteps();
  buildGrid();
  drawExchange();
  if (data.memory.length) show(data.memory[0].tile);
}
allTiles.addEventListener("change", render);
render();
// For tests: the script ran to its end.
document.body.dataset.rendered = "true";
"##;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_has_the_timeline_its_legend_and_the_step_table() {
        let page = html("{}");
        for part in [
            r#"<canvas id="timeline"></canvas>"#,
            r#"<div class="legend" id="timeline-legend"></div>"#,
            r#"<table id="steps"></table>"#,
            "compute set (tile busy)",
            r#"g.fillText("cycles", 4, axisY + 12); g.fillText("µs", 4, axisY + 26);"#,
        ] {
            assert!(page.contains(part), "missing {part}");
        }
        assert!(!page.contains("\"rendered\""), "no status word for people");
    }

    #[test]
    fn script_end_tags_in_data_are_escaped() {
        let page = html(r#"{"workload":"</script><b>"}"#);
        assert!(page.contains(r#"<\/script><b>"#));
        assert_eq!(page.matches("</script>").count(), 2);
    }
}
