//! Progress for a person at a terminal: one bar on stderr ([`indicatif`]), drawn only when
//! stderr is a terminal, with log lines printed above it.
//!
//! A tool starts a [`Bar`] over its outer loop (`ipu-compile`: the pipeline's passes;
//! `ipu-run`: the simulation) and long inner loops — a pass's exchange phases or plan
//! finalists, the simulator's steps — call [`report`], which shows `what done/total` beside
//! the bar's message. Without a bar (not a terminal, a library user, a test) [`report`]
//! costs one uncontended lock. Nothing here reaches stdout or an output file.

use std::io::Write;
use std::sync::Mutex;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// The bar being shown, and its message without the inner loop's progress.
static ACTIVE: Mutex<Option<(ProgressBar, String)>> = Mutex::new(None);

fn active() -> Option<ProgressBar> {
    ACTIVE
        .lock()
        .ok()
        .and_then(|g| g.as_ref().map(|(b, _)| b.clone()))
}

/// Shows that `done` of `total` units of `what` (`"phases scheduled"`, `"steps"`) are
/// finished, beside the message of the bar being shown, if any.
pub fn report(what: &str, done: u64, total: u64) {
    let Ok(guard) = ACTIVE.lock() else {
        return;
    };
    if let Some((bar, message)) = guard.as_ref() {
        bar.set_message(format!("{message}: {what} {done}/{total}"));
    }
}

/// Runs `f` (which writes to stderr) with the bar, if any, hidden meanwhile.
pub fn suspend<R>(f: impl FnOnce() -> R) -> R {
    match active() {
        Some(bar) => bar.suspend(f),
        None => f(),
    }
}

/// A progress bar over `len` units, drawn on stderr when it is a terminal (else nothing is
/// drawn and every method does nothing). It is removed when finished or dropped.
#[derive(Debug)]
pub struct Bar(Option<ProgressBar>);

impl Bar {
    /// Starts a bar of `len` units when stderr is a terminal.
    pub fn start(len: u64) -> Bar {
        if !std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            return Bar(None);
        }
        let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
        if let Ok(style) = ProgressStyle::with_template("{elapsed:>4} [{bar:30}] {pos}/{len} {msg}")
        {
            bar.set_style(style.progress_chars("=> "));
        }
        if let Ok(mut g) = ACTIVE.lock() {
            *g = Some((bar.clone(), String::new()));
        }
        Bar(Some(bar))
    }

    /// Shows what is being done (`plan-operators`, `simulating`).
    pub fn set_message(&self, message: &str) {
        if let Some(b) = &self.0 {
            b.set_message(message.to_string());
            if let Ok(mut g) = ACTIVE.lock()
                && let Some((_, m)) = g.as_mut()
            {
                *m = message.to_string();
            }
        }
    }

    /// One more unit done.
    pub fn inc(&self) {
        if let Some(b) = &self.0 {
            b.inc(1);
        }
    }

    /// Removes the bar.
    pub fn finish(&self) {
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

/// A log line being formatted; written to stderr (above the bar) when dropped. Made by
/// [`MakeLineWriter`], the writer of the tools' `tracing` subscriber.
#[derive(Debug)]
pub struct LineWriter(Vec<u8>);

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
        suspend(|| {
            let _ = std::io::stderr().write_all(&bytes);
        });
    }
}

/// Makes [`LineWriter`]s for a `tracing` subscriber.
#[derive(Debug, Clone, Copy, Default)]
pub struct MakeLineWriter;

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for MakeLineWriter {
    type Writer = LineWriter;

    fn make_writer(&'a self) -> LineWriter {
        LineWriter(Vec::new())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One test, since it sets the process-wide bar.
    #[test]
    fn reports_show_beside_the_bars_message_and_need_no_bar() {
        // Test output is captured, never a terminal: nothing is drawn.
        let none = Bar::start(3);
        assert!(none.0.is_none());
        none.set_message("simulating");
        none.inc();
        report("steps", 1, 3);
        assert_eq!(suspend(|| 7), 7);

        let bar = ProgressBar::hidden();
        *ACTIVE.lock().unwrap() = Some((bar.clone(), "schedule-exchange".into()));
        report("phases scheduled", 2, 5);
        assert_eq!(bar.message(), "schedule-exchange: phases scheduled 2/5");
        *ACTIVE.lock().unwrap() = None;
    }
}
