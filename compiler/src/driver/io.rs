//! Input and output of `ipu-opt`: reading a file or stdin, writing a file
//! atomically or stdout, and splitting input at `// -----` lines.

use std::io::Read;

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

/// One chunk of split input: its first line in the whole file (1-based) and its bytes.
pub type Chunk<'a> = (usize, &'a [u8]);

/// Splits `text` at lines consisting of `// -----` (mlir-opt's split marker, trailing
/// blanks allowed). Each chunk comes with the number of its first line.
pub fn split_input(text: &[u8]) -> Vec<Chunk<'_>> {
    let mut chunks = Vec::new();
    let mut start = 0usize;
    let mut start_line = 1usize;
    let mut line = 1usize;
    let mut pos = 0usize;
    while pos < text.len() {
        let end = text[pos..]
            .iter()
            .position(|&c| c == b'\n')
            .map(|i| pos + i + 1)
            .unwrap_or(text.len());
        let l = &text[pos..end];
        let trimmed = l.strip_suffix(b"\n").unwrap_or(l);
        let trimmed = trimmed.strip_suffix(b"\r").unwrap_or(trimmed);
        if trimmed.starts_with(b"// -----") && trimmed[8..].iter().all(|c| c.is_ascii_whitespace())
        {
            chunks.push((start_line, &text[start..pos]));
            start = end;
            start_line = line + 1;
        }
        line += 1;
        pos = end;
    }
    chunks.push((start_line, &text[start..]));
    chunks
}

/// `chunk` preceded by `first_line - 1` newlines, so the parser's line numbers are
/// the file's.
pub fn pad_chunk(first_line: usize, chunk: &[u8]) -> Vec<u8> {
    let mut v = vec![b'\n'; first_line.saturating_sub(1)];
    v.extend_from_slice(chunk);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_marker_lines() {
        let chunks = split_input(b"a\n// -----\nb\nc\n// -----   \nd\n// ---- not a marker\n");
        assert_eq!(
            chunks,
            vec![
                (1, &b"a\n"[..]),
                (3, &b"b\nc\n"[..]),
                (6, &b"d\n// ---- not a marker\n"[..])
            ]
        );
        assert_eq!(pad_chunk(3, b"b\n"), b"\n\nb\n");
    }
}
