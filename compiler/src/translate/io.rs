//! Input and output of `ipu-translate`: reading a file or stdin, writing a file
//! atomically (temp file + rename) or stdout, splitting input at `// -----` lines.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

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

/// Writes `data` to `output` (`-` for `stdout`); a file is written to a temporary
/// file in the same directory and renamed over the target, so readers never see a
/// partial file.
///
/// # Errors
/// A message naming the file and the I/O error.
pub fn write_output(output: &str, data: &[u8], stdout: &mut dyn Write) -> Result<(), String> {
    if output == "-" {
        return stdout
            .write_all(data)
            .map_err(|e| format!("cannot write stdout: {e}"));
    }
    let path = Path::new(output);
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    let tmp: PathBuf = dir.join(format!(".{name}.tmp{}", std::process::id()));
    std::fs::write(&tmp, data).map_err(|e| format!("cannot write '{}': {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot write '{output}': {e}")
    })
}

/// Splits `text` at lines consisting of `// -----` (trailing blanks allowed). Each
/// chunk comes with the number of its first line (1-based).
pub fn split_input(text: &[u8]) -> Vec<(usize, &[u8])> {
    let mut chunks = Vec::new();
    let (mut start, mut start_line, mut line, mut pos) = (0usize, 1usize, 1usize, 0usize);
    while pos < text.len() {
        let end = text[pos..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(text.len(), |i| pos + i + 1);
        let l = &text[pos..end];
        let l = l.strip_suffix(b"\n").unwrap_or(l);
        let l = l.strip_suffix(b"\r").unwrap_or(l);
        if l.starts_with(b"// -----") && l[8..].iter().all(u8::is_ascii_whitespace) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_marker_lines() {
        let chunks = split_input(b"a\n// -----\nb\nc\n// -----  \nd");
        assert_eq!(
            chunks,
            vec![(1, &b"a\n"[..]), (3, &b"b\nc\n"[..]), (6, &b"d"[..])]
        );
    }

    #[test]
    fn writes_files_atomically() {
        let dir = std::env::temp_dir().join(format!("ipu-translate-io-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("out.mlir");
        write_output(target.to_str().unwrap(), b"hello", &mut Vec::new()).unwrap();
        assert_eq!(std::fs::read(&target).unwrap(), b"hello");
        let leftovers: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains(".tmp"))
            .collect();
        assert!(leftovers.is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
