//! Hardware ownership: one session at a time on a (simulated) device.
//!
//! A session holds an exclusive advisory lock (`flock(2)` on Unix, `LockFileEx` on Windows,
//! through `std::fs::File::lock`) on a lock file for as long as it uses the device; a second
//! session on the same lock file waits until the first lets go. The operating system releases
//! the lock when the holding process ends, however it ends, so a lock left by a killed run
//! never blocks the next one. The file's contents are not used (it is created empty if
//! missing and never removed: removing it would let two sessions lock two different files).

use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// The lock file `ipu-run` uses when none is given: `ipu-stack-device.lock` in the system's
/// temporary directory (the reference system's `/tmp/ipu-stack-device.lock`).
pub fn default_path() -> PathBuf {
    std::env::temp_dir().join("ipu-stack-device.lock")
}

/// Exclusive ownership of the device, released when dropped (or when the process ends).
#[derive(Debug)]
pub struct DeviceLock {
    file: File,
    path: PathBuf,
}

impl DeviceLock {
    /// Opens (creating it if missing) the lock file at `path` and waits until this process
    /// holds its exclusive lock. Errors ([`Error::Io`], naming `path`): the file cannot be
    /// created or opened (a directory that does not exist or cannot be written), or the
    /// lock cannot be taken.
    pub fn acquire(path: &Path) -> Result<DeviceLock> {
        let file = Self::open(path)?;
        file.lock().map_err(|e| Error::io(path, e))?;
        Ok(DeviceLock {
            file,
            path: path.to_path_buf(),
        })
    }

    /// As [`DeviceLock::acquire`], but returns `Ok(None)` at once when another holder has the
    /// lock.
    pub fn try_acquire(path: &Path) -> Result<Option<DeviceLock>> {
        let file = Self::open(path)?;
        match file.try_lock() {
            Ok(()) => Ok(Some(DeviceLock {
                file,
                path: path.to_path_buf(),
            })),
            Err(std::fs::TryLockError::WouldBlock) => Ok(None),
            Err(std::fs::TryLockError::Error(e)) => Err(Error::io(path, e)),
        }
    }

    fn open(path: &Path) -> Result<File> {
        let rw = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path);
        match rw {
            Ok(f) => Ok(f),
            // Another user's lock file in a shared directory: locking needs only read access.
            Err(e) if path.is_file() && e.kind() == std::io::ErrorKind::PermissionDenied => {
                File::open(path).map_err(|e| Error::io(path, e))
            }
            Err(e) => Err(Error::io(path, e)),
        }
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for DeviceLock {
    fn drop(&mut self) {
        // Closing the file releases the lock too; unlocking first makes the order explicit.
        let _ = self.file.unlock();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_holder_at_a_time() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("device.lock");
        let first = DeviceLock::acquire(&path).unwrap();
        assert_eq!(first.path(), path);
        // A second open file description of the same file cannot take it...
        assert!(DeviceLock::try_acquire(&path).unwrap().is_none());
        // ...and a waiting one gets it once the first lets go.
        let waiter = {
            let path = path.clone();
            std::thread::spawn(move || DeviceLock::acquire(&path).map(|_| ()))
        };
        std::thread::sleep(std::time::Duration::from_millis(50));
        assert!(!waiter.is_finished());
        drop(first);
        waiter.join().unwrap().unwrap();
        assert!(DeviceLock::try_acquire(&path).unwrap().is_some());
    }

    #[test]
    fn an_unwritable_place_is_an_error_naming_the_path() {
        let path = Path::new("/nonexistent-ipu-lock-dir/device.lock");
        let e = DeviceLock::acquire(path).unwrap_err().to_string();
        assert!(
            e.starts_with("/nonexistent-ipu-lock-dir/device.lock: error: "),
            "{e}"
        );
    }
}
