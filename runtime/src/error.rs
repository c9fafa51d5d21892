//! The crate's error type.
//!
//! Each variant says whose fault it is: **input** (a file or argument the user gave us:
//! fix the input), **package** (a package that is corrupt, or that the compiler built
//! wrongly: a compiler bug if the package came from `build-package`), or **bug** (ours).

use std::path::PathBuf;

/// Errors of the runtime.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Input: a file could not be read or written.
    #[error("{}: error: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What the OS said.
        source: std::io::Error,
    },
    /// Input: an `.npy` file is unreadable, or its dtype or shape is not what the
    /// program expects.
    #[error("{}: error: {message}", path.display())]
    Npy {
        /// The file.
        path: PathBuf,
        /// What is wrong, naming the expected and found dtype/shape.
        message: String,
    },
    /// Input: a package file is corrupt, truncated, or of another format version.
    #[error("{}: error: package: {error}", path.display())]
    Package {
        /// The package file.
        path: PathBuf,
        /// What is wrong with it.
        error: crate::package::PackageError,
    },
    /// Package: a codelet call is malformed (unknown codelet, missing or mis-sized
    /// operand, bad parameter). Names the codelet and what is wrong.
    #[error("codelet '{codelet}': {message}")]
    Codelet {
        /// Catalogue name of the codelet.
        codelet: String,
        /// What is wrong.
        message: String,
    },
    /// Package: the host program (the graph-level op list the reference evaluates) is
    /// malformed: bad operand index, shape or dtype mismatch.
    #[error("host program op {op} ('{name}'): {message}")]
    HostProgram {
        /// Index of the op in the program.
        op: usize,
        /// Op name.
        name: String,
        /// What is wrong.
        message: String,
    },
    /// Package: executing the program went wrong on a tile at a cycle (exchange conflict,
    /// read of unwritten memory, access outside the tile's allocations, malformed call).
    /// The cycle is relative to the start of the step.
    #[error("step {step}: tile {tile}, cycle {cycle}: {fault}")]
    Simulation {
        /// Index of the step in the package's program.
        step: usize,
        /// The tile (the receiver for receive faults).
        tile: u32,
        /// Cycle relative to the step's start.
        cycle: u64,
        /// What happened.
        fault: crate::sim::Fault,
    },
    /// Bug: an internal invariant failed (e.g. a package that cannot be serialised).
    #[error("internal error (a bug in ipu-runtime): {0}")]
    Bug(String),
    /// Input: a command-line value or an option combination is invalid.
    #[error("{0}")]
    Usage(String),
}

/// Result with the crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub(crate) fn codelet(codelet: &str, message: impl Into<String>) -> Error {
        Error::Codelet {
            codelet: codelet.to_string(),
            message: message.into(),
        }
    }

    pub(crate) fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Error {
        Error::Io {
            path: path.into(),
            source,
        }
    }
}
