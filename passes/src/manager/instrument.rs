//! Instrumentation output in mlir-opt's formats: IR dump headers, the timing
//! report (`--timing`) and the statistics report (`--pass-statistics`).

use std::fmt::Write;
use std::time::Duration;

/// Which IR dumps to print around passes (mlir-opt's `--mlir-print-ir-*`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintIrOptions {
    /// Print before the passes with these names.
    pub before: Vec<String>,
    /// Print after the passes with these names.
    pub after: Vec<String>,
    /// Print before every pass.
    pub before_all: bool,
    /// Print after every pass.
    pub after_all: bool,
    /// Print after a pass only if it changed the IR. Alone, it applies to every pass
    /// (mlir-opt prints nothing unless `after`/`after-all` is given too).
    pub after_change: bool,
    /// Print after a pass that failed (`IR Dump After X Failed`).
    pub after_failure: bool,
    /// Print the whole module instead of the op the pass ran on (function pipelines
    /// then run in place, one function after the other).
    pub module_scope: bool,
}

impl PrintIrOptions {
    /// True if some dump may be printed.
    pub fn any(&self) -> bool {
        !self.before.is_empty()
            || !self.after.is_empty()
            || self.before_all
            || self.after_all
            || self.after_change
            || self.after_failure
    }

    /// True if IR is printed before pass `name`.
    pub fn before(&self, name: &str) -> bool {
        self.before_all || self.before.iter().any(|n| n == name)
    }

    /// True if IR is printed after pass `name` (subject to `after_change`).
    pub fn after(&self, name: &str) -> bool {
        let selected = self.after_all || self.after.iter().any(|n| n == name);
        selected || (self.after_change && self.after.is_empty())
    }
}

/// `// -----// IR Dump After CSE (cse) //----- //` and its variants.
pub fn dump_header(
    when: &str,
    type_name: &str,
    name: &str,
    failed: bool,
    scope: Option<&str>,
) -> String {
    let failed = if failed { " Failed" } else { "" };
    let scope = scope.map(|s| format!(" ({s})")).unwrap_or_default();
    format!("// -----// IR Dump {when} {type_name}{failed} ({name}){scope} //----- //\n")
}

/// One line of the timing report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimingEntry {
    /// `Parser`, `'func.func' Pipeline`, `CSE`, `(A) DominanceInfo`.
    pub name: String,
    /// Nesting depth (0 for top-level lines).
    pub depth: usize,
    /// Wall time; for passes inside a parallel pipeline, the time summed over the ops they ran on.
    pub time: Duration,
}

const RULE: &str =
    "===-------------------------------------------------------------------------===";

/// The timing report: every entry with its share of `total`, then `Rest` (what the
/// depth-0 entries do not cover) and `Total`.
pub fn render_timing(entries: &[TimingEntry], total: Duration) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{RULE}");
    let _ = writeln!(s, "                         ... Execution time report ...");
    let _ = writeln!(s, "{RULE}");
    let _ = writeln!(
        s,
        "  Total Execution Time: {:.4} seconds\n",
        total.as_secs_f64()
    );
    let _ = writeln!(s, "  ----Wall Time----  ----Name----");
    let t = total.as_secs_f64();
    let line = |s: &mut String, d: Duration, depth: usize, name: &str| {
        let pct = if t > 0.0 {
            100.0 * d.as_secs_f64() / t
        } else {
            0.0
        };
        let _ = writeln!(
            s,
            "  {:>8.4} ({:>5.1}%)  {}{}",
            d.as_secs_f64(),
            pct,
            "  ".repeat(depth),
            name
        );
    };
    let mut covered = Duration::ZERO;
    for e in entries {
        if e.depth == 0 {
            covered += e.time;
        }
        line(&mut s, e.time, e.depth, &e.name);
    }
    line(&mut s, total.saturating_sub(covered), 0, "Rest");
    line(&mut s, total, 0, "Total");
    s
}

/// Masks the numbers of a timing report (`0.0012` → `N.NNNN`, `( 12.5%)` →
/// `(NNN.N%)`) so its shape can be compared in tests.
pub fn mask_timing(report: &str) -> String {
    let mut out = String::with_capacity(report.len());
    for line in report.lines() {
        let masked = if let Some(rest) = line.strip_prefix("  Total Execution Time: ") {
            let unit = rest.split_once(' ').map(|(_, u)| u).unwrap_or("");
            format!("  Total Execution Time: N.NNNN {unit}")
        } else if let Some(open) = line.find(" (")
            && let Some(close) = line.find("%)")
            && line[..open].trim().parse::<f64>().is_ok()
        {
            format!("    N.NNNN (NNN.N%){}", &line[close + 2..])
        } else {
            line.to_string()
        };
        out.push_str(&masked);
        out.push('\n');
    }
    out
}

/// One pass's statistics for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatEntry {
    /// The pass's type name, or `'func.func' Pipeline` for a nest.
    pub name: String,
    /// Nesting depth.
    pub depth: usize,
    /// `(statistic name, help, value)`, in declaration order.
    pub values: Vec<(&'static str, &'static str, u64)>,
}

/// The statistics report, as mlir-opt's `--mlir-pass-statistics-display=pipeline`.
pub fn render_statistics(entries: &[StatEntry]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{RULE}");
    let _ = writeln!(s, "                         ... Pass statistics report ...");
    let _ = writeln!(s, "{RULE}");
    for e in entries {
        let indent = "  ".repeat(e.depth);
        let _ = writeln!(s, "{indent}{}", e.name);
        let width = e
            .values
            .iter()
            .map(|(_, _, v)| v.to_string().len())
            .max()
            .unwrap_or(1);
        for (name, help, v) in &e.values {
            let _ = writeln!(s, "{indent}  (S) {v:>width$} {name} - {help}");
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_read_like_mlir_opt() {
        assert_eq!(
            dump_header("After", "CSE", "cse", false, None),
            "// -----// IR Dump After CSE (cse) //----- //\n"
        );
        assert_eq!(
            dump_header(
                "After",
                "TestPassFailure",
                "test-pass-failure",
                true,
                Some("'func.func' operation: @f")
            ),
            "// -----// IR Dump After TestPassFailure Failed (test-pass-failure) ('func.func' operation: @f) //----- //\n"
        );
    }

    #[test]
    fn timing_report_shape() {
        let ms = Duration::from_millis;
        let entries = vec![
            TimingEntry {
                name: "Parser".into(),
                depth: 0,
                time: ms(2),
            },
            TimingEntry {
                name: "'func.func' Pipeline".into(),
                depth: 0,
                time: ms(4),
            },
            TimingEntry {
                name: "CSE".into(),
                depth: 1,
                time: ms(3),
            },
        ];
        let r = render_timing(&entries, ms(8));
        assert!(
            r.contains("  Total Execution Time: 0.0080 seconds\n"),
            "{r}"
        );
        assert!(r.contains("    0.0020 ( 25.0%)  Parser\n"), "{r}");
        assert!(r.contains("    0.0030 ( 37.5%)    CSE\n"), "{r}");
        assert!(r.contains("    0.0020 ( 25.0%)  Rest\n"), "{r}");
        assert!(r.contains("    0.0080 (100.0%)  Total\n"), "{r}");
        let m = mask_timing(&r);
        assert!(m.contains("    N.NNNN (NNN.N%)    CSE\n"), "{m}");
        assert!(
            m.contains("  Total Execution Time: N.NNNN seconds\n"),
            "{m}"
        );
        assert!(m.contains("  ----Wall Time----  ----Name----\n"), "{m}");
    }

    #[test]
    fn statistics_align_values() {
        let r = render_statistics(&[
            StatEntry {
                name: "'func.func' Pipeline".into(),
                depth: 0,
                values: vec![],
            },
            StatEntry {
                name: "CSE".into(),
                depth: 1,
                values: vec![
                    ("num-cse", "Number of operations CSE'd", 12),
                    ("num-dce", "Number DCE'd", 3),
                ],
            },
        ]);
        assert!(r.ends_with(
            "'func.func' Pipeline\n  CSE\n    (S) 12 num-cse - Number of operations CSE'd\n    (S)  3 num-dce - Number DCE'd\n"
        ), "{r}");
    }

    #[test]
    fn after_change_alone_applies_to_every_pass() {
        let o = PrintIrOptions {
            after_change: true,
            ..Default::default()
        };
        assert!(o.after("cse"));
        let o = PrintIrOptions {
            after_change: true,
            after: vec!["dce".into()],
            ..Default::default()
        };
        assert!(!o.after("cse"));
        assert!(o.after("dce"));
    }
}
