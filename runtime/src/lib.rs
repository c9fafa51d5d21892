//! The IPU runtime: number formats, codelet numerics, the host reference, `.npy` I/O,
//! the package format, the cycle-counting simulator and `ipu-run`.

pub mod numerics;
