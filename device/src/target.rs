//! Target descriptions: one TOML file per chip (`device/targets/*.toml`), embedded in the binary
//! and also loadable from a path. [`Target::resolve`] implements `--target=NAME|PATH`; `ipu21`
//! is the default. Every number's source is written beside it in the TOML file.
//!
//! Loading validates every key: a missing key, a value of the wrong type, a value out of range
//! or an unknown key (usually a typo) is an [`Error::Target`] naming the file, the line and
//! column, and the dotted key.

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::error::{Error, Result};
use crate::exchange::{ExchangeConfig, ExchangeModel};
use crate::memory::{AddrRange, MemoryMap};
use crate::toml_doc::Doc;

/// The built-in targets: name and TOML text.
const BUILTIN: &[(&str, &str)] = &[
    ("ipu21", include_str!("../targets/ipu21.toml")),
    ("gc200", include_str!("../targets/gc200.toml")),
    ("gc2", include_str!("../targets/gc2.toml")),
];

/// The target used when none is named.
pub const DEFAULT_TARGET: &str = "ipu21";

/// The accumulating matrix product (AMP) unit of a tile.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Amp {
    /// f16 multiply-accumulates per cycle per tile (f16 inputs, f32 or f16 accumulation).
    pub f16_macs_per_cycle: u32,
    /// f8 multiply-accumulates per cycle per tile; 0 when the tile has no f8 AMP.
    pub f8_macs_per_cycle: u32,
    /// Output channels one AMP pass produces (accumulators per AMP engine set).
    pub block_n: u32,
    /// Input channels (the contracted dimension) one AMP pass consumes for f16 inputs.
    pub block_k_f16: u32,
    /// Input channels one AMP pass consumes for f8 inputs.
    pub block_k_f8: u32,
    /// f32 multiply-accumulates per cycle per tile (f32 inputs, f32 accumulation); 0 when
    /// the AMP has no f32 mode.
    pub f32_macs_per_cycle: u32,
    /// Input channels one AMP pass consumes for f32 inputs.
    pub block_k_f32: u32,
}

impl Amp {
    /// Multiply-accumulates per cycle per tile for `input` operands (0: no such mode).
    pub fn macs_per_cycle(&self, input: crate::DType) -> u32 {
        match input {
            crate::DType::F32 => self.f32_macs_per_cycle,
            crate::DType::F16 => self.f16_macs_per_cycle,
            crate::DType::F8E4M3 | crate::DType::F8E5M2 => self.f8_macs_per_cycle,
            crate::DType::BF16 | crate::DType::I32 | crate::DType::Bool => 0,
        }
    }

    /// The contracted-dimension block of one AMP pass for `input` operands, elements.
    pub fn block_k(&self, input: crate::DType) -> u32 {
        match input {
            crate::DType::F32 => self.block_k_f32,
            crate::DType::F16 => self.block_k_f16,
            crate::DType::F8E4M3 | crate::DType::F8E5M2 => self.block_k_f8,
            // No bf16 (or integer) AMP mode: the f16 block, for a caller that asks anyway.
            crate::DType::BF16 | crate::DType::I32 | crate::DType::Bool => self.block_k_f16,
        }
    }
}

/// Planner knobs that are facts about the toolchain rather than the chip.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Planner {
    /// Fraction of each tile's memory the operator planner may use for an operation's
    /// temporaries (Poplar's `availableMemoryProportion`).
    pub available_memory_proportion: f64,
}

/// The host link: how fast the host writes into the chip and reads out of it, and what one
/// host call costs. A package's load-time data (weights, constants) crosses it once per load
/// (the `initialize` call); per-inference inputs and outputs cross it once per inference (the
/// `run` call). Sources in the TOML files (`[host]`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HostLink {
    /// Bytes per cycle (of the target clock) the host writes into the chip.
    pub bytes_per_cycle_in: u32,
    /// Bytes per cycle the host reads out of the chip.
    pub bytes_per_cycle_out: u32,
    /// Cycles of one host call (the host starting a device program and the device
    /// synchronising with the host at its start and end), whatever the data moved.
    pub call_cycles: u32,
}

impl HostLink {
    /// Cycles to write `bytes` into the chip: `ceil(bytes / bytes_per_cycle_in)`.
    pub fn input_cycles(&self, bytes: u64) -> u64 {
        bytes.div_ceil(u64::from(self.bytes_per_cycle_in.max(1)))
    }

    /// Cycles to read `bytes` out of the chip: `ceil(bytes / bytes_per_cycle_out)`.
    pub fn output_cycles(&self, bytes: u64) -> u64 {
        bytes.div_ceil(u64::from(self.bytes_per_cycle_out.max(1)))
    }
}

/// One IPU target: its size, clock, tile resources, memory map and exchange.
#[derive(Debug, Clone, PartialEq)]
pub struct Target {
    /// Short name (`ipu21`).
    pub name: String,
    /// One-line description.
    pub description: String,
    /// Where the description came from (`<builtin>/ipu21.toml` or a path).
    pub source: PathBuf,
    /// Number of tiles.
    pub tiles: u32,
    /// Clock frequency, Hz.
    pub clock_hz: u64,
    /// Worker contexts per tile (barrel-scheduled: each issues every `worker_contexts`-th cycle).
    pub worker_contexts: u32,
    /// The AMP unit.
    pub amp: Amp,
    /// The tile memory map.
    pub memory: MemoryMap,
    /// The exchange model.
    pub exchange: ExchangeModel,
    /// Cycles of one global (all-tile) superstep sync.
    pub sync_cycles: u32,
    /// Planner knobs.
    pub planner: Planner,
    /// The host link.
    pub host: HostLink,
    /// The TOML text the target was read from: a package embeds it, so that a run uses the
    /// constants the program was compiled with, whatever the target's name.
    pub text: String,
}

impl Target {
    /// Names of the built-in targets, in a fixed order.
    pub fn builtin_names() -> impl Iterator<Item = &'static str> {
        BUILTIN.iter().map(|(n, _)| *n)
    }

    /// The built-in target `name`, or `None`.
    pub fn builtin(name: &str) -> Option<Result<Target>> {
        BUILTIN
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(n, text)| Target::from_toml_str(text, Path::new(&format!("<builtin>/{n}.toml"))))
    }

    /// The default target, `ipu21`. Fails only if the embedded file is broken (our bug; the
    /// tests load every built-in target).
    pub fn default_target() -> Result<Target> {
        Target::builtin(DEFAULT_TARGET).unwrap_or_else(|| {
            Err(Error::UnknownTarget {
                name: DEFAULT_TARGET.into(),
                known: Target::builtin_names().collect::<Vec<_>>().join(", "),
                reason: "the default target is not built in".into(),
            })
        })
    }

    /// `--target=NAME|PATH`: a built-in name, else a path to a TOML file. Errors:
    /// [`Error::UnknownTarget`] when it is neither a built-in name nor a readable file,
    /// [`Error::Target`] when the file is not a valid description.
    pub fn resolve(name_or_path: &str) -> Result<Target> {
        if let Some(t) = Target::builtin(name_or_path) {
            return t;
        }
        Target::load(Path::new(name_or_path)).map_err(|e| match e {
            Error::UnknownTarget { reason, .. } => Error::UnknownTarget {
                name: name_or_path.to_string(),
                known: Target::builtin_names().collect::<Vec<_>>().join(", "),
                reason,
            },
            other => other,
        })
    }

    /// Reads a description from a file.
    pub fn load(path: &Path) -> Result<Target> {
        let text = std::fs::read_to_string(path).map_err(|e| Error::UnknownTarget {
            name: path.display().to_string(),
            known: Target::builtin_names().collect::<Vec<_>>().join(", "),
            reason: format!("cannot read {}: {e}", path.display()),
        })?;
        Target::from_toml_str(&text, path)
    }

    /// Parses and validates a description; `file` names it in errors.
    pub fn from_toml_str(text: &str, file: &Path) -> Result<Target> {
        let mut d = Doc::parse(file, text)?;
        let name = d.string("name")?;
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            return Err(d.error(
                "name",
                None,
                format!("'{name}' is not a name (letters, digits, '_', '-')"),
            ));
        }
        let description = d.string("description")?;
        let tiles = d.u32("tiles", 1..=65_536)?;
        let clock_hz = d.u64("clock_hz", 1_000_000..=10_000_000_000)?;
        let worker_contexts = d.u32("tile.worker_contexts", 1..=16)?;
        let amp = Amp {
            f16_macs_per_cycle: d.u32("amp.f16_macs_per_cycle", 1..=4096)?,
            f8_macs_per_cycle: d.u32("amp.f8_macs_per_cycle", 0..=8192)?,
            block_n: d.u32("amp.block_n", 1..=256)?,
            block_k_f16: d.u32("amp.block_k_f16", 1..=256)?,
            block_k_f8: d.u32("amp.block_k_f8", 1..=256)?,
            f32_macs_per_cycle: d.u32("amp.f32_macs_per_cycle", 0..=4096)?,
            block_k_f32: d.u32("amp.block_k_f32", 1..=256)?,
        };

        let addr = 0..=0xFFFF_FFFFu32;
        let base = d.u32("memory.base", addr.clone())?;
        let interleaved_base = d.u32("memory.interleaved_base", addr.clone())?;
        let end = d.u32("memory.end", addr.clone())?;
        let bank_bytes = d.u32("memory.bank_bytes", 1..=1 << 24)?;
        let code = d.ranges("memory.code_ranges", addr.clone())?;
        let reserved = d.ranges("memory.reserved_ranges", addr)?;
        let to_ranges =
            |v: Vec<(u32, u32)>| v.into_iter().map(|(a, b)| AddrRange::new(a, b)).collect();
        let memory = MemoryMap::new(
            base,
            interleaved_base,
            end,
            bank_bytes,
            to_ranges(code),
            to_ranges(reserved),
            file,
        )?;

        let exchange = ExchangeModel::new(
            ExchangeConfig {
                tiles,
                columns: d.u32("exchange.columns", 1..=1024)?,
                tiles_per_supertile: d.u32("exchange.tiles_per_supertile", 1..=1024)?,
                send_to_exchange_cycles: d.u32("exchange.send_to_exchange_cycles", 0..=1000)?,
                exchange_to_tile_cycles: d.u32("exchange.exchange_to_tile_cycles", 0..=1000)?,
                cross_chip_extra_cycles: d.u32("exchange.cross_chip_extra_cycles", 0..=1000)?,
                paired_exchange: d.bool("exchange.paired_exchange")?,
                muxpair_write_delay: d.u32("exchange.muxpair_write_delay", 0..=100)?,
                set_mux_max_delay: d.u32("exchange.set_mux_max_delay", 0..=1000)?,
                send_issue_cycles: d.u32("exchange.exchange_send_issue_cycles", 1..=1000)?,
                set_mux_issue_cycles: d.u32("exchange.exchange_set_mux_issue_cycles", 1..=1000)?,
            },
            file,
        )?;
        let sync_cycles = d.u32("sync.global_sync_cycles", 0..=1_000_000)?;
        let planner = Planner {
            available_memory_proportion: d
                .f64("planner.available_memory_proportion", 0.01..=1.0)?,
        };
        let host = HostLink {
            bytes_per_cycle_in: d.u32("host.bytes_per_cycle_in", 1..=1_000_000)?,
            bytes_per_cycle_out: d.u32("host.bytes_per_cycle_out", 1..=1_000_000)?,
            call_cycles: d.u32("host.call_cycles", 0..=1_000_000_000)?,
        };
        d.finish()?;
        Ok(Target {
            name,
            description,
            source: file.to_path_buf(),
            tiles,
            clock_hz,
            worker_contexts,
            amp,
            memory,
            exchange,
            sync_cycles,
            planner,
            host,
            text: text.to_string(),
        })
    }

    /// Bytes of memory per tile.
    pub fn tile_memory_bytes(&self) -> u32 {
        self.memory.tile_memory_bytes()
    }

    /// Peak f16 AMP throughput of the chip, flop/s: `tiles × 2 × f16_macs_per_cycle × clock_hz`
    /// (a multiply-accumulate is two flops).
    pub fn peak_flops(&self) -> f64 {
        self.peak_flops_for(self.amp.f16_macs_per_cycle)
    }

    /// Peak f8 AMP throughput, flop/s (0 without an f8 AMP).
    pub fn peak_flops_f8(&self) -> f64 {
        self.peak_flops_for(self.amp.f8_macs_per_cycle)
    }

    fn peak_flops_for(&self, macs_per_cycle: u32) -> f64 {
        f64::from(self.tiles) * 2.0 * f64::from(macs_per_cycle) * self.clock_hz as f64
    }

    /// Bytes one tile sends (and receives) per cycle: 4 (one 32-bit word).
    pub fn exchange_bytes_per_cycle_per_tile(&self) -> u32 {
        4 * self.exchange.words_per_cycle_send()
    }

    /// Bytes of a tile the planner may use: `floor(tile_memory_bytes × available_memory_proportion)`.
    pub fn planner_memory_cap_bytes(&self) -> u64 {
        (f64::from(self.tile_memory_bytes()) * self.planner.available_memory_proportion).floor()
            as u64
    }

    /// Converts cycles at this target's clock to microseconds.
    pub fn cycles_to_us(&self, cycles: u64) -> f64 {
        cycles as f64 * 1e6 / self.clock_hz as f64
    }

    /// The resolved target as a JSON object (what `ipu-opt --print-target` prints): `name`,
    /// `tiles`, `clock_hz`, `tile_memory_bytes`, `peak_flops` (f16 AMP, flop/s),
    /// `exchange_bytes_per_cycle_per_tile`, `exchange_send_issue_cycles`,
    /// `exchange_set_mux_issue_cycles` (supervisor issue cycles of a `send` and of a `set_mux`
    /// or `set_mux_pair`), `sync_cycles`, `host_link_bytes_per_cycle` (into the chip;
    /// `host_link_bytes_per_cycle_out` out of it), `host_call_cycles`, and the rest of the
    /// model. Key order
    /// is fixed, so the output is byte-for-byte deterministic.
    pub fn to_json(&self) -> serde_json::Value {
        let x = &self.exchange;
        let m = &self.memory;
        let ranges = |r: &[AddrRange]| {
            r.iter()
                .map(|r| serde_json::json!([r.start, r.end]))
                .collect::<Vec<_>>()
        };
        serde_json::json!({
            "name": self.name,
            "description": self.description,
            "source": self.source.display().to_string(),
            "tiles": self.tiles,
            "clock_hz": self.clock_hz,
            "tile_memory_bytes": self.tile_memory_bytes(),
            "peak_flops": self.peak_flops(),
            "peak_flops_f8": self.peak_flops_f8(),
            "exchange_bytes_per_cycle_per_tile": self.exchange_bytes_per_cycle_per_tile(),
            "exchange_send_issue_cycles": x.send_instruction(1).issue_cycles,
            "exchange_set_mux_issue_cycles": x.set_mux_instruction().issue_cycles,
            "sync_cycles": self.sync_cycles,
            "host_link_bytes_per_cycle": self.host.bytes_per_cycle_in,
            "host_link_bytes_per_cycle_out": self.host.bytes_per_cycle_out,
            "host_call_cycles": self.host.call_cycles,
            "worker_contexts": self.worker_contexts,
            "amp": self.amp,
            "memory": {
                "base": m.range().start,
                "interleaved_base": m.region_range(crate::memory::Region::Interleaved).start,
                "end": m.range().end,
                "bank_bytes": m.bank_bytes(),
                "code_ranges": ranges(m.code_ranges()),
                "reserved_ranges": ranges(m.reserved_ranges()),
            },
            "exchange": {
                "columns": x.columns(),
                "min_latency": x.min_latency(),
                "max_latency": x.max_latency(),
                "paired_exchange": x.supports_paired_exchange(),
                "set_mux_max_delay": x.set_mux_instruction().max_delay,
                "muxpair_write_delay": x.muxpair_write_delay(),
            },
            "planner": {
                "available_memory_proportion": self.planner.available_memory_proportion,
                "memory_cap_bytes": self.planner_memory_cap_bytes(),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn builtin(name: &str) -> Target {
        Target::builtin(name).unwrap().unwrap()
    }

    /// `check(edit, expect)`: apply `edit` to the text of `ipu21.toml`, load it as `bad.toml`
    /// and compare the error.
    fn check(edit: impl FnOnce(String) -> String, expect: &str) {
        let text = edit(include_str!("../targets/ipu21.toml").to_string());
        let got = match Target::from_toml_str(&text, Path::new("bad.toml")) {
            Ok(_) => "ok".to_string(),
            Err(e) => e.to_string(),
        };
        assert_eq!(got, expect);
    }

    /// The line and column of the first occurrence of `needle` in ipu21.toml, 1-based.
    fn at(needle: &str) -> String {
        let text = include_str!("../targets/ipu21.toml");
        let off = text.find(needle).unwrap();
        let line = text[..off].matches('\n').count() + 1;
        let col = off - text[..off].rfind('\n').map_or(0, |i| i + 1) + 1;
        format!("{line}:{col}")
    }

    #[test]
    fn every_builtin_loads() {
        for name in Target::builtin_names() {
            let t = builtin(name);
            assert_eq!(t.name, name);
            assert_eq!(t.source, PathBuf::from(format!("<builtin>/{name}.toml")));
        }
        assert_eq!(Target::default_target().unwrap().name, "ipu21");
    }

    #[test]
    fn ipu21_peak_is_the_seeds_figure() {
        // Seeds: peakTflops=282.624.
        let t = builtin("ipu21");
        assert_eq!(t.peak_flops(), 282.624e12);
        assert_eq!(t.tiles, 1472);
        assert_eq!(t.clock_hz, 1_500_000_000);
        // Seeds: 225672 cycles = 150.448 µs.
        assert!((t.cycles_to_us(225_672) - 150.448).abs() < 1e-9);
    }

    #[test]
    fn gc200_and_mk1_peaks_match_published_figures() {
        // GC200: "250 TFLOPS" FP16 (Graphcore, M2000 launch 2020).
        let gc200 = builtin("gc200");
        assert!(
            (gc200.peak_flops() / 1e12 - 250.0).abs() < 1.0,
            "{}",
            gc200.peak_flops()
        );
        // Mk1 GC2: 124.5 TFLOP/s mixed precision (Jia et al. 2019, table 1.1).
        let gc2 = builtin("gc2");
        assert!(
            (gc2.peak_flops() / 1e12 - 124.5).abs() < 0.1,
            "{}",
            gc2.peak_flops()
        );
        assert_eq!((gc2.tiles, gc2.tile_memory_bytes()), (1216, 256 * 1024));
    }

    #[test]
    fn ipu21_memory_matches_the_seeds() {
        let t = builtin("ipu21");
        assert_eq!(t.tile_memory_bytes(), 624 * 1024);
        // Seeds: executable_ranges=[(377520, 524288)]: code ends at the interleaved base.
        let interleaved = t.memory.region_range(crate::memory::Region::Interleaved);
        assert_eq!(interleaved.start, 524_288);
        assert!(t.memory.can_hold_code(AddrRange::new(377_520, 524_288)));
        // Seeds: available_ranges=[(327680, 360448), (362680, 376832), (409600, 949168)] all lie in
        // tile memory.
        for (a, b) in [(327_680, 360_448), (362_680, 376_832), (409_600, 949_168)] {
            assert!(t.memory.contains(AddrRange::new(a, b)));
        }
        assert_eq!(t.planner_memory_cap_bytes(), 383_385);
        assert_eq!(t.exchange_bytes_per_cycle_per_tile(), 4);
        assert_eq!(t.sync_cycles, 90);
    }

    #[test]
    fn json_has_the_documented_keys() {
        let j = builtin("ipu21").to_json();
        assert_eq!(j["name"], "ipu21");
        assert_eq!(j["tiles"], 1472);
        assert_eq!(j["clock_hz"], 1_500_000_000u64);
        assert_eq!(j["tile_memory_bytes"], 638_976);
        assert_eq!(j["peak_flops"], 282.624e12);
        assert_eq!(j["exchange_bytes_per_cycle_per_tile"], 4);
        assert_eq!(j["sync_cycles"], 90);
        assert_eq!(j["host_link_bytes_per_cycle"], 19);
        assert_eq!(j["host_link_bytes_per_cycle_out"], 19);
        assert_eq!(j["host_call_cycles"], 1632);
        // Deterministic text.
        assert_eq!(j.to_string(), builtin("ipu21").to_json().to_string());
    }

    #[test]
    fn host_links_follow_their_public_figures() {
        // PCIe Gen4 x16: 16 GT/s × 16 lanes × 128/130 / 8 bits = 31.5 GB/s each way; 91 % of
        // it carries data (ESTIMATE in the files), rounded down to whole bytes per cycle.
        let pcie_gen4_x16 = 16e9 * 16.0 * 128.0 / 130.0 / 8.0 * 0.91;
        for (name, link) in [
            ("ipu21", pcie_gen4_x16),
            ("gc2", pcie_gen4_x16),
            ("gc200", 12.5e9 * 0.95),
        ] {
            let t = builtin(name);
            let per_cycle = (link / t.clock_hz as f64).floor() as u32;
            assert_eq!(t.host.bytes_per_cycle_in, per_cycle, "{name}");
            assert_eq!(t.host.bytes_per_cycle_out, per_cycle, "{name}");
            // Three host syncs of 1485 µs / 4095 each (gc-hostsynclatencytest's example).
            let call = (3.0 * 1485e-6 / 4095.0 * t.clock_hz as f64).round() as u32;
            assert!(
                t.host.call_cycles.abs_diff(call) <= 1,
                "{name}: {}",
                t.host.call_cycles
            );
        }
        let t = builtin("ipu21");
        assert_eq!(t.host.input_cycles(839_808), 44_201);
        assert_eq!(t.host.output_cycles(0), 0);
    }

    #[test]
    fn resolve_names_and_paths() {
        assert_eq!(Target::resolve("gc200").unwrap().name, "gc200");
        let dir = std::env::temp_dir().join(format!("ipu-device-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("mine.toml");
        std::fs::write(&path, include_str!("../targets/gc2.toml")).unwrap();
        let t = Target::resolve(path.to_str().unwrap()).unwrap();
        assert_eq!(
            (t.name.as_str(), t.source.as_path()),
            ("gc2", path.as_path())
        );
        std::fs::remove_dir_all(&dir).unwrap();
        let e = Target::resolve("ipu99").unwrap_err().to_string();
        assert!(
            e.starts_with(
                "error: unknown target 'ipu99' (built-in targets: ipu21, gc200, gc2; \
                 nor is it a target description file: cannot read ipu99: "
            ),
            "{e}"
        );
    }

    #[test]
    fn bad_descriptions_name_file_and_key() {
        check(|t| t, "ok");
        check(
            |t| t.replace("tiles = 1472", "tile_count = 1472"),
            "bad.toml: error: 'tiles': missing key",
        );
        check(
            |t| t.replace("columns = 16", "columns = \"16\""),
            &format!(
                "bad.toml:{}: error: 'exchange.columns': expected an integer, found a string",
                {
                    let p = at("columns = 16");
                    let (l, c) = p.split_once(':').unwrap();
                    format!("{l}:{}", c.parse::<usize>().unwrap() + 10)
                }
            ),
        );
        check(
            |t| {
                t.replace(
                    "available_memory_proportion = 0.6",
                    "available_memory_proportion = 1.5",
                )
            },
            &format!(
                "bad.toml:{}: error: 'planner.available_memory_proportion': 1.5 is out of range 0.01..=1",
                {
                    let p = at("available_memory_proportion = 0.6");
                    let (l, c) = p.split_once(':').unwrap();
                    format!("{l}:{}", c.parse::<usize>().unwrap() + 30)
                }
            ),
        );
        check(
            |t| t.replace("worker_contexts = 6", "worker_contexts = 0"),
            &format!(
                "bad.toml:{}: error: 'tile.worker_contexts': 0 is out of range 1..=16",
                {
                    let p = at("worker_contexts = 6");
                    let (l, c) = p.split_once(':').unwrap();
                    format!("{l}:{}", c.parse::<usize>().unwrap() + 18)
                }
            ),
        );
        check(
            |t| t.replace("paired_exchange = true", "paired_exchange = 1"),
            &format!(
                "bad.toml:{}: error: 'exchange.paired_exchange': expected a boolean, found an integer",
                {
                    let p = at("paired_exchange = true");
                    let (l, c) = p.split_once(':').unwrap();
                    format!("{l}:{}", c.parse::<usize>().unwrap() + 18)
                }
            ),
        );
        check(
            |t| t.replace("[sync]", "[sync]\nglobal_sync_cycle = 3"),
            &format!(
                "bad.toml:{}: error: 'sync.global_sync_cycle': unknown key",
                {
                    let (l, _) = at("[sync]")
                        .split_once(':')
                        .map(|(l, c)| (l.to_string(), c.to_string()))
                        .unwrap();
                    format!("{}:1", l.parse::<usize>().unwrap() + 1)
                }
            ),
        );
        check(
            |t| t.replace("name = \"ipu21\"", "name = \"a b\""),
            "bad.toml: error: 'name': 'a b' is not a name (letters, digits, '_', '-')",
        );
        check(
            |t| t.replace("end = 0xE8000", "end = 0x70000"),
            "bad.toml: error: 'memory.interleaved_base': must satisfy base < interleaved_base <= end (got 0x4c000, \
             0x80000, 0x70000)",
        );
    }
}
