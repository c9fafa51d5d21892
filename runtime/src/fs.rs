//! Writing files: atomically (temporary file + rename) for regular files, in place for
//! special ones. Every tool and pass that writes a file goes through here.

use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// Whether `path` exists and is not a regular file (`/dev/null`, a FIFO, a terminal): such
/// a target is written in place, never replaced by a rename.
pub fn is_special_file(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file())
}

/// The directory `path` is in: its parent, or `.` for a bare file name.
pub fn parent_dir(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Checks, before any work is done, that a file can be written at `path` (an output the
/// user named): its directory exists and `path` is not a directory. A special file
/// (`/dev/null`) is fine. The message is for `FLAG PATH: MESSAGE`.
///
/// # Errors
/// `directory 'DIR' does not exist` or `is a directory (give a file name)`.
pub fn check_destination(path: &Path) -> std::result::Result<(), String> {
    if path.is_dir() {
        return Err("is a directory (give a file name)".into());
    }
    let dir = parent_dir(path);
    if !dir.is_dir() {
        return Err(format!("directory '{}' does not exist", dir.display()));
    }
    Ok(())
}

/// Whether `a` and `b` name the same existing file (after resolving links and `..`); false
/// when either does not exist. Used to refuse an output that would overwrite a tool's input.
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// The temporary file beside `path` that an atomic write renames over it:
/// `dir/.name.tmpPID`.
pub fn temp_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    parent_dir(path).join(format!(".{name}.tmp{}", std::process::id()))
}

/// A temporary file beside `path` no other write of this process uses at the same time
/// (`dir/.name.tmpPID.N`): two threads writing the same path (two compiles storing the same
/// kernel cache entry) each rename their own complete file.
fn unique_temp_path(path: &Path) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut p = temp_path(path).into_os_string();
    p.push(format!(".{n}"));
    PathBuf::from(p)
}

/// Write `bytes` to `path` via a temporary file in the same directory and a rename, so
/// readers never see a partial file (see [`write_file_atomically`]).
///
/// # Errors
/// [`Error::Io`] naming the path that could not be written.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    write_file_atomically(path, bytes).map_err(|e| Error::io(path, e))
}

/// Writes `bytes` to `path` so that a reader (or a killed run) never sees a partial file:
/// the bytes go to a temporary file beside `path` (`dir/.name.tmpPID.N`), are synced, and
/// the temporary file is renamed over `path`.
///
/// An existing target that is not a regular file (`/dev/null`, a FIFO, a terminal) is
/// opened and written in place instead: renaming over it would replace the device node
/// with a regular file (as root, `-o /dev/null` would otherwise break `/dev/null` for the
/// whole machine).
///
/// # Errors
/// The I/O error of creating, writing, syncing or renaming; the temporary file is removed.
pub fn write_file_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    if is_special_file(path) {
        return std::fs::OpenOptions::new()
            .write(true)
            .open(path)?
            .write_all(bytes);
    }
    let tmp = unique_temp_path(path);
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A special file is written in place: renaming a temporary file over `/dev/null`
    /// would turn the device into a regular file for the whole machine.
    #[cfg(unix)]
    #[test]
    fn atomic_write_leaves_dev_null_a_device() {
        let dev_null = Path::new("/dev/null");
        let was_device = !std::fs::metadata(dev_null).unwrap().is_file();
        write_file_atomically(dev_null, b"discarded").unwrap();
        let is_device = !std::fs::metadata(dev_null).unwrap().is_file();
        assert_eq!(is_device, was_device, "/dev/null changed kind");
        if is_device {
            assert_eq!(std::fs::read(dev_null).unwrap(), b"");
        }
    }

    #[test]
    fn atomic_write_replaces_a_regular_file_whole() {
        let dir = std::env::temp_dir().join(format!("ipu-npy-atomic-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("out.bin");
        std::fs::write(&path, b"old contents, longer").unwrap();
        write_file_atomically(&path, b"new").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(left.len(), 1, "temporary file left behind");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
