//! The IPU runtime: number formats, codelet numerics, the host reference, `.npy` I/O,
//! the package format, the cycle-counting simulator and `ipu-run`.

pub mod check;
pub mod cli;
pub mod codelets;
mod error;
pub mod fs;
pub mod lock;
pub mod npy;
pub mod numerics;
pub mod package;
pub mod placement;
pub mod profile;
pub mod progress;
pub mod reference;
pub mod run;
pub mod sim;

pub use error::{Error, Result};
