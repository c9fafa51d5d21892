//! The package file: header, checksum and payload.
//!
//! ```text
//! offset  size  field
//!      0     8  magic "IPUPKG\r\n"
//!      8     4  format version, u32 little-endian (FORMAT_VERSION)
//!     12     8  payload length in bytes, u64 little-endian
//!     20     4  CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320) of the payload, LE
//!     24     …  payload: `postcard` encoding of `Package`
//! ```
//!
//! Decoding checks, in order: length of the header, magic, version, payload length against
//! the file length, checksum, then the payload's own structure; each failure is its own
//! [`PackageError`]. The `\r\n` in the magic catches text-mode mangling, as PNG's does.

use super::Package;
use crate::error::{Error, Result};

/// The first 8 bytes of every package.
pub const MAGIC: [u8; 8] = *b"IPUPKG\r\n";
/// The format version this build reads and writes. Bump it on any change of [`Package`].
///
/// Version 2: weights apart from per-inference inputs (`IoTensor::weight`), the target
/// description and the workload's parameters. Version 3: each host-reference op records the
/// device's arithmetic (`DeviceArith`) for the device-precision reference. Version 4: the
/// kernel instances (`Package::kernels`).
pub const FORMAT_VERSION: u32 = 4;
/// Bytes before the payload.
pub const HEADER_BYTES: usize = 24;

/// What is wrong with a package file (user input: the file is corrupt, truncated or not a
/// package; if `build-package` wrote it just now, our bug).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PackageError {
    /// Shorter than the header.
    #[error("truncated: {len} bytes, the header alone is {HEADER_BYTES}")]
    TruncatedHeader {
        /// File length.
        len: usize,
    },
    /// The magic is wrong: not a package.
    #[error("not an ipu-stack package (bad magic {found:02x?}){}", text_hint(.found))]
    BadMagic {
        /// The first 8 bytes.
        found: Vec<u8>,
    },
    /// Written by another format version.
    #[error(
        "format version {found}, {} than version {FORMAT_VERSION}, the one this ipu-run reads: \
         compile the model again with this ipu-compile",
        if *found < FORMAT_VERSION { "older" } else { "newer" }
    )]
    Version {
        /// The file's version.
        found: u32,
    },
    /// The payload is shorter or longer than the header says.
    #[error("payload length {actual} bytes, the header says {declared}: truncated or padded")]
    Length {
        /// Length from the header.
        declared: u64,
        /// Bytes actually after the header.
        actual: u64,
    },
    /// The checksum does not match: the file is corrupt.
    #[error(
        "checksum mismatch (stored {stored:#010x}, computed {computed:#010x}): the file is corrupt"
    )]
    Checksum {
        /// CRC from the header.
        stored: u32,
        /// CRC of the payload.
        computed: u32,
    },
    /// The payload does not decode as a package.
    #[error("malformed payload: {0}")]
    Payload(String),
}

/// What a file that is not a package probably is, from its first bytes: text (MLIR, the
/// input of `ipu-compile`) gets a hint naming the tool that reads it.
fn text_hint(first: &[u8]) -> &'static str {
    let text = !first.is_empty()
        && first
            .iter()
            .all(|&b| b.is_ascii_graphic() || b.is_ascii_whitespace() || b >= 0x80);
    if text {
        ": this looks like text, such as MLIR; compile it into a package first with \
         `ipu-compile FILE -o FILE.ipupkg`"
    } else {
        ""
    }
}

/// CRC-32 (IEEE 802.3), bitwise table-free form; check value of "123456789" is 0xCBF43926.
pub fn crc32(bytes: &[u8]) -> u32 {
    static TABLE: [u32; 256] = crc_table();
    let mut crc = !0u32;
    for &b in bytes {
        crc = TABLE[((crc ^ u32::from(b)) & 0xFF) as usize] ^ (crc >> 8);
    }
    !crc
}

const fn crc_table() -> [u32; 256] {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
}

/// Encode a package into file bytes. Errors ([`Error::Bug`]) only if serialisation fails.
pub fn encode(package: &Package) -> Result<Vec<u8>> {
    let payload = postcard::to_stdvec(package)
        .map_err(|e| Error::Bug(format!("serialising a package: {e}")))?;
    let mut out = Vec::with_capacity(HEADER_BYTES + payload.len());
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&crc32(&payload).to_le_bytes());
    out.extend_from_slice(&payload);
    Ok(out)
}

/// Decode file bytes into a package, checking header, length and checksum.
pub fn decode(bytes: &[u8]) -> Result<Package, PackageError> {
    if bytes.len() < HEADER_BYTES {
        if bytes.len() >= 8 && bytes[..8] != MAGIC {
            return Err(PackageError::BadMagic {
                found: bytes[..8].to_vec(),
            });
        }
        return Err(PackageError::TruncatedHeader { len: bytes.len() });
    }
    let (header, payload) = bytes.split_at(HEADER_BYTES);
    if header[..8] != MAGIC {
        return Err(PackageError::BadMagic {
            found: header[..8].to_vec(),
        });
    }
    let word = |r: std::ops::Range<usize>| {
        header[r]
            .iter()
            .rev()
            .fold(0u64, |a, b| (a << 8) | u64::from(*b))
    };
    let version = word(8..12) as u32;
    if version != FORMAT_VERSION {
        return Err(PackageError::Version { found: version });
    }
    let declared = word(12..20);
    if declared != payload.len() as u64 {
        return Err(PackageError::Length {
            declared,
            actual: payload.len() as u64,
        });
    }
    let stored = word(20..24) as u32;
    let computed = crc32(payload);
    if stored != computed {
        return Err(PackageError::Checksum { stored, computed });
    }
    let (package, rest) = postcard::take_from_bytes::<Package>(payload)
        .map_err(|e| PackageError::Payload(e.to_string()))?;
    if !rest.is_empty() {
        return Err(PackageError::Payload(format!(
            "{} bytes after the package",
            rest.len()
        )));
    }
    Ok(package)
}

/// Write `package` to `path` atomically (temporary file, then rename).
pub fn write(path: &std::path::Path, package: &Package) -> Result<()> {
    crate::fs::write_atomically(path, &encode(package)?)
}

/// Read and decode the package at `path`.
pub fn read(path: &std::path::Path) -> Result<Package> {
    let bytes = std::fs::read(path).map_err(|e| Error::io(path, e))?;
    decode(&bytes).map_err(|error| Error::Package {
        path: path.to_path_buf(),
        error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::{Allocation, Step, TileImage};
    use proptest::prelude::*;

    fn sample() -> Package {
        Package {
            target: "ipu21".into(),
            tiles: 1472,
            workload: "test".into(),
            workload_keys: Vec::new(),
            target_description: String::new(),
            producer: "unit test".into(),
            images: vec![TileImage {
                tile: 3,
                allocations: vec![Allocation {
                    name: "x".into(),
                    addr: 0x80000,
                    bytes: 64,
                }],
                segments: vec![],
            }],
            steps: vec![Step::Sync, Step::Sync],
            ..Package::default()
        }
    }

    #[test]
    fn crc_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn round_trips() {
        let bytes = encode(&sample()).unwrap();
        assert_eq!(&bytes[..8], b"IPUPKG\r\n");
        assert_eq!(decode(&bytes).unwrap(), sample());
    }

    #[test]
    fn named_errors() {
        let bytes = encode(&sample()).unwrap();
        assert!(matches!(
            decode(&bytes[..10]),
            Err(PackageError::TruncatedHeader { len: 10 })
        ));
        assert!(matches!(
            decode(&bytes[..bytes.len() - 1]),
            Err(PackageError::Length { .. })
        ));
        let mut bad = bytes.clone();
        bad[0] = b'X';
        assert!(matches!(decode(&bad), Err(PackageError::BadMagic { .. })));
        let mut bad = bytes.clone();
        bad[8] = 1;
        assert!(matches!(
            decode(&bad),
            Err(PackageError::Version { found: 1 })
        ));
        let mut bad = bytes.clone();
        let last = bad.len() - 1;
        bad[last] ^= 1;
        assert!(matches!(decode(&bad), Err(PackageError::Checksum { .. })));
        let error = PackageError::Version { found: 9 };
        let msg = Error::Package {
            path: "m.ipupkg".into(),
            error,
        }
        .to_string();
        assert_eq!(
            msg,
            "m.ipupkg: error: package: format version 9, newer than version 4, the one this \
             ipu-run reads: compile the model again with this ipu-compile"
        );
        let older = PackageError::Version { found: 1 }.to_string();
        assert_eq!(
            older,
            "format version 1, older than version 4, the one this ipu-run reads: compile the \
             model again with this ipu-compile"
        );
    }

    proptest! {
        #[test]
        fn truncation_is_an_error_not_a_panic(cut in 0usize..200) {
            let bytes = encode(&sample()).unwrap();
            let cut = cut.min(bytes.len() - 1);
            prop_assert!(decode(&bytes[..cut]).is_err());
        }

        #[test]
        fn bit_flips_are_errors_not_panics(pos in 0usize..4096, bit in 0u8..8) {
            let mut bytes = encode(&sample()).unwrap();
            let pos = pos % bytes.len();
            bytes[pos] ^= 1 << bit;
            prop_assert!(decode(&bytes).is_err());
        }

        #[test]
        fn garbage_payload_with_valid_header_is_an_error(payload in proptest::collection::vec(any::<u8>(), 0..300)) {
            // A well-formed header around random bytes: postcard must reject, not panic.
            let mut bytes = Vec::new();
            bytes.extend_from_slice(&MAGIC);
            bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
            bytes.extend_from_slice(&(payload.len() as u64).to_le_bytes());
            bytes.extend_from_slice(&crc32(&payload).to_le_bytes());
            bytes.extend_from_slice(&payload);
            let _ = decode(&bytes);
        }
    }
}
