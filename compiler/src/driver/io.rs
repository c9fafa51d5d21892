//! Input and output of `ipu-opt`: reading a file or stdin, writing a file
//! atomically or stdout, and splitting input at `// -----` lines.
//!
//! Output is streamed: the printer writes through [`FmtSink`] (a 64 KiB buffer) into
//! an [`Output`], which is stdout, a temporary file renamed over the target when the
//! run succeeds (removed when it fails), or, for an existing non-file target
//! (`/dev/null`, a pipe), that target itself. No whole-module text is held in memory.

use ipu_runtime::fs::temp_path;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Reads the input named `input` (`-` for `stdin`).
///
/// # Errors
/// A message naming the file and the I/O error (user input).
pub fn read_input(input: &str, stdin: &mut dyn Read) -> Result<Vec<u8>, String> {
    let mut v = Vec::new();
    if input == "-" {
        stdin
            .read_to_end(&mut v)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        Ok(v)
    } else {
        std::fs::read(input).map_err(|e| format!("cannot open input file '{input}': {e}"))
    }
}

/// Reads the input named `input` (`-` for `stdin`) into a shared buffer. A regular
/// file is read straight into the buffer (one allocation, no copy), so the parser
/// and the diagnostics share the only copy of the text.
///
/// # Errors
/// A message naming the file and the I/O error (user input).
pub fn read_input_shared(input: &str, stdin: &mut dyn Read) -> Result<Arc<[u8]>, String> {
    if input != "-" {
        let err = |e: std::io::Error| format!("cannot open input file '{input}': {e}");
        let mut file = std::fs::File::open(input).map_err(err)?;
        let len = file.metadata().map_err(err)?.len();
        if let Ok(len) = usize::try_from(len)
            && file.metadata().is_ok_and(|m| m.is_file())
        {
            let mut buf: Arc<[u8]> = std::iter::repeat_n(0u8, len).collect();
            if let Some(bytes) = Arc::get_mut(&mut buf) {
                file.read_exact(bytes).map_err(err)?;
                // The file did not grow meanwhile: that was all of it.
                let mut probe = [0u8; 1];
                if file.read(&mut probe).map_err(err)? == 0 {
                    return Ok(buf);
                }
            }
        }
    }
    read_input(input, stdin).map(Arc::from)
}

/// The error for an input that is an IPU package rather than MLIR text (`FILE: error:
/// ...`, naming the tool that runs it), or `None`.
pub fn package_given(name: &str, text: &[u8]) -> Option<String> {
    text.starts_with(&ipu_runtime::package::MAGIC).then(|| {
        format!(
            "{name}: error: this is an IPU package (ipu-compile's output), not MLIR; run it \
             with `ipu-run {name}`\n"
        )
    })
}

/// One chunk of split input: its first line in the whole file (1-based) and its bytes.
pub type Chunk<'a> = (usize, &'a [u8]);

/// The split marker of `--split-input-file`.
pub const SPLIT_MARKER: &[u8] = b"// -----";

/// Splits `text` at `// -----` as LLVM's `splitAndProcessBuffer` does (LLVM 19 and
/// LLVM today agree): a marker anywhere on a line splits there, indented or after
/// other text; the chunk before it ends where the marker begins, and the next chunk
/// starts right after its eight characters. `// ---` not followed by `--` (or
/// followed by `--0`, an LLVM quirk) does not split: it is a near miss (see
/// `split_near_misses`). Each chunk comes with the number of its first line.
pub fn split_input(text: &[u8]) -> Vec<Chunk<'_>> {
    split_with_near_misses(text).0
}

/// Where `// ---` appears without completing a marker: (line, column) of the text
/// after it, which LLVM warns about ("near miss with file split marker").
pub fn split_near_misses(text: &[u8]) -> Vec<(usize, usize)> {
    split_with_near_misses(text).1
}

fn split_with_near_misses(text: &[u8]) -> (Vec<Chunk<'_>>, Vec<(usize, usize)>) {
    let prefix = &SPLIT_MARKER[..SPLIT_MARKER.len() - 2];
    let mut chunks = Vec::new();
    let mut misses = Vec::new();
    let line_of = |at: usize| 1 + text[..at].iter().filter(|&&c| c == b'\n').count();
    let col_of = |at: usize| {
        at - text[..at]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1)
            + 1
    };
    let mut start = 0usize;
    let mut search = 0usize;
    while let Some(found) = find(&text[search..], prefix).map(|p| p + search) {
        let after = found + prefix.len();
        let rest = &text[after..];
        if rest.len() > 2 && rest.starts_with(b"--") && rest[2] != b'0' {
            chunks.push((line_of(start), &text[start..found]));
            start = after + 2;
            search = start;
        } else {
            if !rest.is_empty() {
                misses.push((line_of(after), col_of(after)));
            }
            search = after;
        }
    }
    chunks.push((line_of(start), &text[start..]));
    (chunks, misses)
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// `chunk` preceded by `first_line - 1` newlines, so the parser's line numbers are
/// the file's.
pub fn pad_chunk(first_line: usize, chunk: &[u8]) -> Vec<u8> {
    let mut v = vec![b'\n'; first_line.saturating_sub(1)];
    v.extend_from_slice(chunk);
    v
}

/// Bytes buffered by [`FmtSink`] before they go to the underlying writer.
const SINK_BUFFER: usize = 1 << 16;

/// A `fmt::Write` over an `io::Write`: the printer's text is buffered and written
/// in blocks of 64 KiB. The first I/O error is kept (the printer
/// only sees `fmt::Error`) and returned by [`FmtSink::finish`].
pub struct FmtSink<'w> {
    inner: &'w mut dyn Write,
    buf: Vec<u8>,
    error: Option<std::io::Error>,
    written: u64,
}

impl<'w> FmtSink<'w> {
    /// A sink writing to `inner`.
    pub fn new(inner: &'w mut dyn Write) -> Self {
        FmtSink {
            inner,
            buf: Vec::with_capacity(SINK_BUFFER),
            error: None,
            written: 0,
        }
    }

    fn drain(&mut self) -> std::fmt::Result {
        if self.error.is_some() {
            return Err(std::fmt::Error);
        }
        if let Err(e) = self.inner.write_all(&self.buf) {
            self.error = Some(e);
            return Err(std::fmt::Error);
        }
        self.buf.clear();
        Ok(())
    }

    /// Writes out what is buffered, flushes, and returns the number of bytes
    /// written in all, or the first I/O error.
    ///
    /// # Errors
    /// The I/O error of the underlying writer (disk full, closed pipe...).
    pub fn finish(mut self) -> std::io::Result<u64> {
        let _ = self.drain();
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.inner.flush()?;
        Ok(self.written)
    }
}

impl std::fmt::Write for FmtSink<'_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.written += s.len() as u64;
        // Large blocks (the printer hands over blocks of 64 KiB) go straight to
        // the writer, without a copy into the buffer.
        if s.len() >= SINK_BUFFER / 2 || self.buf.len() + s.len() > SINK_BUFFER {
            self.drain()?;
            if s.len() >= SINK_BUFFER / 2 {
                if let Err(e) = self.inner.write_all(s.as_bytes()) {
                    self.error = Some(e);
                    return Err(std::fmt::Error);
                }
                return Ok(());
            }
        }
        self.buf.extend_from_slice(s.as_bytes());
        Ok(())
    }

    #[inline]
    fn write_char(&mut self, c: char) -> std::fmt::Result {
        if c.is_ascii() && self.buf.len() < SINK_BUFFER {
            self.written += 1;
            self.buf.push(c as u8);
            return Ok(());
        }
        self.write_str(c.encode_utf8(&mut [0; 4]))
    }
}

/// Where the output of a run goes; see the module doc. Create it with
/// [`Output::open`], write through [`Output::writer`], end with [`Output::commit`]
/// (success) or [`Output::discard`] (failure: a target file is left untouched).
///
/// Stdout and special files are written directly, as mlir-opt does (what was
/// written stays written when a later chunk of split input fails); a regular file
/// is only replaced by a successful run.
pub enum Output<'a> {
    /// Standard output.
    Stdout(&'a mut dyn Write),
    /// A temporary file next to `target` (created when first written), renamed
    /// over `target` on commit.
    Temp {
        /// The temporary file, once created.
        file: Option<std::fs::File>,
        /// Its path.
        tmp: PathBuf,
        /// The path it becomes.
        target: PathBuf,
    },
    /// An existing non-file target (`/dev/null`, a FIFO), opened when first written.
    Special {
        /// The target.
        target: PathBuf,
        /// The open target, once written.
        file: Option<std::fs::File>,
    },
}

fn cannot_write(target: &Path, e: std::io::Error) -> String {
    format!("cannot write '{}': {e}", target.display())
}

impl<'a> Output<'a> {
    /// The output named `output` (`-` for `stdout`). Nothing is created until
    /// something is written (or the run commits).
    pub fn open(output: &str, stdout: &'a mut dyn Write) -> Output<'a> {
        if output == "-" {
            return Output::Stdout(stdout);
        }
        let target = PathBuf::from(output);
        if ipu_runtime::fs::is_special_file(&target) {
            return Output::Special { target, file: None };
        }
        Output::Temp {
            file: None,
            tmp: temp_path(&target),
            target,
        }
    }

    /// The writer to print into (creating the temporary file or opening the
    /// special file on first use).
    ///
    /// # Errors
    /// A message naming the target when it cannot be created or opened.
    pub fn writer(&mut self) -> Result<&mut dyn Write, String> {
        // Errors name the user's path, not the temporary file beside it.
        let (file, path, named, create) = match self {
            Output::Stdout(w) => return Ok(&mut **w),
            Output::Temp { file, tmp, target } => (file, &*tmp, &*target, true),
            Output::Special { target, file } => (file, &*target, &*target, false),
        };
        if file.is_none() {
            let f = if create {
                std::fs::File::create(path)
            } else {
                std::fs::OpenOptions::new().write(true).open(path)
            };
            *file = Some(f.map_err(|e| cannot_write(named, e))?);
        }
        match file {
            Some(f) => Ok(f),
            None => Err(format!("cannot write '{}'", path.display())),
        }
    }

    /// Finishes a successful run: renames the temporary file (empty if nothing was
    /// written) over the target. The rename makes the replacement atomic for
    /// readers; the data is not `fsync`ed (mlir-opt does not sync its output either).
    ///
    /// # Errors
    /// A message naming the target (the temporary file is removed).
    pub fn commit(mut self) -> Result<(), String> {
        if let Output::Stdout(w) = &mut self {
            return w.flush().map_err(|e| format!("cannot write output: {e}"));
        }
        self.writer()?
            .flush()
            .map_err(|e| format!("cannot write output: {e}"))?;
        if let Output::Temp { file, tmp, target } = self {
            drop(file);
            return std::fs::rename(&tmp, &target).map_err(|e| {
                let _ = std::fs::remove_file(&tmp);
                cannot_write(&target, e)
            });
        }
        Ok(())
    }

    /// Ends a failed run: the temporary file is removed and the target left as it was.
    pub fn discard(self) {
        match self {
            Output::Stdout(w) => {
                let _ = w.flush();
            }
            Output::Temp { file, tmp, .. } => {
                if file.is_some() {
                    drop(file);
                    let _ = std::fs::remove_file(&tmp);
                }
            }
            Output::Special { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write as _;

    #[test]
    fn fmt_sink_buffers_and_counts() {
        let mut out: Vec<u8> = Vec::new();
        let mut sink = FmtSink::new(&mut out);
        let big = "x".repeat(SINK_BUFFER + 10);
        let _ = sink.write_str("ab");
        let _ = sink.write_char('é');
        let _ = sink.write_str(&big);
        let _ = sink.write_char('\n');
        assert_eq!(sink.finish().ok(), Some(2 + 2 + big.len() as u64 + 1));
        assert_eq!(out, format!("abé{big}\n").into_bytes());
    }

    /// Keeps the bytes and the length of each `write` call.
    #[derive(Default)]
    struct Recorder {
        bytes: Vec<u8>,
        calls: Vec<usize>,
    }
    impl Write for Recorder {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.bytes.extend_from_slice(b);
            self.calls.push(b.len());
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn fmt_sink_passes_large_blocks_through_in_order() {
        let mut rec = Recorder::default();
        let block = "y".repeat(SINK_BUFFER / 2);
        let mut sink = FmtSink::new(&mut rec);
        let _ = sink.write_str("ab");
        let _ = sink.write_str(&block);
        let _ = sink.write_str("cd");
        let _ = sink.write_str(&block);
        assert_eq!(sink.finish().ok(), Some(4 + 2 * block.len() as u64));
        assert_eq!(rec.bytes, format!("ab{block}cd{block}").into_bytes());
        // What was buffered goes first, then each block in one write of its own.
        assert_eq!(rec.calls, vec![2, block.len(), 2, block.len()]);
    }

    struct Broken;
    impl Write for Broken {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("disk full"))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn fmt_sink_reports_the_first_io_error() {
        let mut w = Broken;
        let mut sink = FmtSink::new(&mut w);
        let _ = sink.write_str("a");
        let r = sink.finish();
        assert_eq!(r.map_err(|e| e.to_string()), Err("disk full".to_string()));
    }

    #[test]
    fn temp_output_replaces_target_only_on_commit() {
        let dir = std::env::temp_dir().join(format!("ipu-opt-io-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let target = dir.join("out.mlir");
        std::fs::write(&target, "old").expect("write old");
        let mut stdout: Vec<u8> = Vec::new();
        let name = target.to_string_lossy().into_owned();
        let mut o = Output::open(&name, &mut stdout);
        o.writer()
            .expect("writer")
            .write_all(b"new")
            .expect("write");
        o.discard();
        assert_eq!(
            std::fs::read_to_string(&target).ok().as_deref(),
            Some("old")
        );
        assert!(!temp_path(&target).exists());
        let mut o = Output::open(&name, &mut stdout);
        o.writer()
            .expect("writer")
            .write_all(b"new")
            .expect("write");
        assert_eq!(o.commit(), Ok(()));
        assert_eq!(
            std::fs::read_to_string(&target).ok().as_deref(),
            Some("new")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn shared_input_reads_files_and_stdin() {
        let path = std::env::temp_dir().join(format!("ipu-opt-in-{}.mlir", std::process::id()));
        let text: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
        std::fs::write(&path, &text).expect("write input");
        let name = path.to_string_lossy().into_owned();
        let got = read_input_shared(&name, &mut std::io::empty()).expect("read file");
        assert_eq!(&got[..], &text[..]);
        let _ = std::fs::remove_file(&path);
        let got = read_input_shared("-", &mut &b"from stdin"[..]).expect("read stdin");
        assert_eq!(&got[..], b"from stdin");
        let missing = read_input_shared("/no/such/file.mlir", &mut std::io::empty());
        assert!(
            missing
                .as_ref()
                .is_err_and(|e| e.starts_with("cannot open input file '/no/such/file.mlir'")),
            "{missing:?}"
        );
    }

    /// The chunks mlir-opt-19 makes of the same text (its `--split-input-file`).
    #[test]
    fn splits_where_llvm_splits() {
        let text = b"a\n// -----\nb\n  // -----\nc // ----- d\n// ---- near\ne\n// ------\nf\n";
        assert_eq!(
            split_input(text),
            vec![
                (1, &b"a\n"[..]),
                (2, &b"\nb\n  "[..]),
                (4, &b"\nc "[..]),
                (5, &b" d\n// ---- near\ne\n"[..]),
                (8, &b"-\nf\n"[..]),
            ]
        );
        assert_eq!(split_near_misses(text), vec![(6, 7)]);
        assert_eq!(pad_chunk(3, b"b\n"), b"\n\nb\n");
    }

    #[test]
    fn an_unwritable_output_is_named_as_the_user_gave_it() {
        let mut stdout: Vec<u8> = Vec::new();
        let target = "/nonexistent-ipu-dir/out.mlir";
        let mut out = Output::open(target, &mut stdout);
        let e = out.writer().err().unwrap_or_default();
        assert!(e.starts_with(&format!("cannot write '{target}': ")), "{e}");
        assert!(!e.contains(".tmp"), "{e}");
    }
}
