//! `ipu-compile`'s stderr: tracing log lines (info by default, as the reference system's
//! logs) and, when stderr is a terminal, a progress bar over the pipeline's passes. Log
//! lines are printed above the bar (the bar is suspended while a line is written).

use std::io::Write;
use std::sync::Mutex;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// The progress bar log lines must print around, if one is shown.
static ACTIVE: Mutex<Option<ProgressBar>> = Mutex::new(None);

fn active() -> Option<ProgressBar> {
    ACTIVE.lock().ok().and_then(|g| g.clone())
}

/// A log line being formatted; written to stderr (around the bar) when dropped.
pub(crate) struct LineWriter(Vec<u8>);

impl Write for LineWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Drop for LineWriter {
    fn drop(&mut self) {
        let bytes = std::mem::take(&mut self.0);
        let write = || {
            let _ = std::io::stderr().write_all(&bytes);
        };
        match active() {
            Some(bar) => bar.suspend(write),
            None => write(),
        }
    }
}

/// Makes [`LineWriter`]s for the tracing subscriber.
pub(crate) struct MakeLineWriter;

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for MakeLineWriter {
    type Writer = LineWriter;

    fn make_writer(&'a self) -> LineWriter {
        LineWriter(Vec::new())
    }
}

/// Installs the log subscriber: `level` if given, else `RUST_LOG`, else `info` (egg's
/// internal logging at `warn`). A second call
/// (another in-process run) keeps the first subscriber.
pub(crate) fn init_logging(level: Option<&str>) {
    use tracing_subscriber::EnvFilter;
    let filter = match level {
        Some(l) => EnvFilter::try_new(l),
        // egg's own per-iteration dumps are not ours to report: the pass traces its iterations.
        None => EnvFilter::try_from_default_env().or_else(|_| EnvFilter::try_new("info,egg=warn")),
    };
    let Ok(filter) = filter else {
        return;
    };
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(MakeLineWriter)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_target(false)
        .try_init();
}

/// The progress bar over the passes (hidden unless stderr is a terminal).
pub(crate) struct Bar(Option<ProgressBar>);

impl Bar {
    /// Starts a bar of `len` passes when stderr is a terminal.
    pub(crate) fn start(len: u64) -> Bar {
        if !std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            return Bar(None);
        }
        let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
        if let Ok(style) = ProgressStyle::with_template("{elapsed:>4} [{bar:30}] {pos}/{len} {msg}")
        {
            bar.set_style(style.progress_chars("=> "));
        }
        if let Ok(mut g) = ACTIVE.lock() {
            *g = Some(bar.clone());
        }
        Bar(Some(bar))
    }

    /// Shows the pass running.
    pub(crate) fn set_message(&self, pass: &str) {
        if let Some(b) = &self.0 {
            b.set_message(pass.to_string());
        }
    }

    /// One more pass done.
    pub(crate) fn inc(&self) {
        if let Some(b) = &self.0 {
            b.inc(1);
        }
    }

    /// Runs `f` with the bar hidden.
    pub(crate) fn suspend(&self, f: impl FnOnce()) {
        match &self.0 {
            Some(b) => b.suspend(f),
            None => f(),
        }
    }

    /// Removes the bar.
    pub(crate) fn finish(&self) {
        if let Some(b) = &self.0 {
            b.finish_and_clear();
            if let Ok(mut g) = ACTIVE.lock() {
                *g = None;
            }
        }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.finish();
    }
}
