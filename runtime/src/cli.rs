//! What every tool's command line shares (`ipu-opt`, `ipu-translate`, `ipu-compile`,
//! `ipu-run`): the exit-status convention, the `--log-level` parser and the log
//! subscriber. One definition here, so that the tools cannot drift apart.

use crate::progress::MakeLineWriter;

/// Success.
pub const EXIT_OK: u8 = 0;
/// The input failed: it does not read, parse, verify, compile or run, or a check of it
/// failed (`ipu-run`'s `numericalTest=FAIL`, `--verify-diagnostics`).
pub const EXIT_INPUT: u8 = 1;
/// The command line is wrong: an unknown option, a bad value, an option combination that
/// does not go together, an output path that cannot be written.
pub const EXIT_USAGE: u8 = 2;

/// The status of a tool whose reader closed its standard output (`ipu-opt ... | head`):
/// what a shell reports for a process killed by `SIGPIPE` (128 + 13), as `mlir-opt` is.
pub const EXIT_BROKEN_PIPE: u8 = 141;

/// A tool's standard output: writes pass through, and when the reader has gone (a broken
/// pipe) the process ends at once, quietly, with [`EXIT_BROKEN_PIPE`], as a C tool killed by
/// `SIGPIPE` does (Rust ignores the signal, so without this the write fails and the tool
/// would report an error about its reader leaving).
pub struct ToolStdout<W>(pub W);

impl<W: std::io::Write> ToolStdout<W> {
    fn check<T>(r: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(e) = &r
            && e.kind() == std::io::ErrorKind::BrokenPipe
        {
            std::process::exit(i32::from(EXIT_BROKEN_PIPE));
        }
        r
    }
}

impl<W: std::io::Write> std::io::Write for ToolStdout<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        Self::check(self.0.write(buf))
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Self::check(self.0.flush())
    }
}

/// The convention as `--help` states it (each tool's help ends with it).
pub const EXIT_STATUS_HELP: &str = "Exit status: 0 success; 1 the input failed (it does not \
    parse, verify, compile or run, or a check of it failed; the messages on stderr say where); \
    2 a usage error (unknown option, bad option value, an output path that cannot be written).";

/// The levels a `--log-level` directive may name.
const LEVELS: [&str; 6] = ["off", "error", "warn", "info", "debug", "trace"];

/// Parses a `--log-level` filter (a clap `value_parser`): comma-separated directives, each
/// a level (`off`, `error`, `warn`, `info`, `debug`, `trace`) or naming a target
/// (`target=level`, `a::b`), the whole a `RUST_LOG`-style filter. A bare word that is no
/// level (`inf`, `wran`) is refused: `tracing` would read it as a target name and log
/// nothing, silently.
///
/// # Errors
/// The unknown level, or the filter parser's message.
pub fn parse_log_filter(filter: &str) -> Result<String, String> {
    for directive in filter.split(',').map(str::trim) {
        let targeted =
            directive.contains('=') || directive.contains("::") || directive.contains('[');
        if !targeted && !LEVELS.contains(&directive.to_ascii_lowercase().as_str()) {
            return Err(format!(
                "unknown level '{directive}' (expected off, error, warn, info, debug, trace, or \
                 TARGET=LEVEL)"
            ));
        }
    }
    tracing_subscriber::EnvFilter::try_new(filter)
        .map(|_| filter.to_string())
        .map_err(|e| e.to_string())
}

/// Installs the tool's log subscriber on stderr (lines print above a progress bar): the
/// filter `level` (from `--log-level`, already checked by [`parse_log_filter`]), else
/// `RUST_LOG`, else `default` (no subscriber when `None`); the egg library's own lines are
/// kept to warnings unless the filter names `egg`. A second call (another in-process run)
/// keeps the first subscriber.
pub fn init_logging(level: Option<&str>, default: Option<&str>) {
    use tracing_subscriber::EnvFilter;
    let filter = match level {
        Some(l) => EnvFilter::try_new(l).ok(),
        None => match EnvFilter::try_from_default_env() {
            Ok(f) if std::env::var_os("RUST_LOG").is_some() => Some(f),
            _ => default.and_then(|d| EnvFilter::try_new(d).ok()),
        },
    };
    let Some(mut filter) = filter else {
        return;
    };
    // egg's own progress lines ("REBUILT!", "Search time: ...") are the library's, not the
    // compiler's events: warnings only, unless the filter names egg itself.
    let named = level
        .map(str::to_string)
        .or_else(|| std::env::var("RUST_LOG").ok());
    if !named.is_some_and(|f| f.contains("egg"))
        && let Ok(directive) = "egg=warn".parse()
    {
        filter = filter.add_directive(directive);
    }
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(MakeLineWriter)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_target(false)
        .try_init();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_filters_name_levels_or_targets() {
        for good in ["info", "WARN", "warn,egg=off", "ipu_passes=debug", "a::b"] {
            assert_eq!(parse_log_filter(good).as_deref(), Ok(good), "{good}");
        }
        for bad in ["inf", "wran", "info,inf"] {
            let e = parse_log_filter(bad).unwrap_err();
            assert!(e.starts_with("unknown level '"), "{bad}: {e}");
        }
    }
}
