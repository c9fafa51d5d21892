//! The package's kernels and the kernel cache: each distinct kernel instance of the program's
//! calls (`ipu_device::KernelInstance`: codelet, shape, workers, operand regions) gets its
//! object, from a content-addressed cache when a valid entry exists, else built and stored.
//!
//! # Cache layout
//!
//! `DIR/KEY/kernel.o` (the object) and `DIR/KEY/kernel.json` (its metadata: the format
//! version, the key, the name, the object's length and SHA-256, and the instance's spec), where
//! `KEY` is the SHA-256 (hex) of [`KernelInstance::key_text`] — everything that determines the
//! object, the whole target description included. Both files are written atomically
//! (`ipu_runtime::fs`), the metadata last, so an entry without metadata was never finished.
//!
//! # Bad entries and directories
//!
//! An entry is used only when its metadata parses, names this key, version and kernel, and
//! the object has the length and SHA-256 the metadata records; anything else (a truncated
//! object, a hash mismatch, half an entry) is rebuilt with a warning, never used. A cache
//! directory that cannot be created or written gets one warning, and the build goes on
//! without a cache.
//!
//! Logs (the seeds' schema): `compiling kernel source=... name=... target=...` per kernel
//! built, `kernel artifact created object=... metadata=...` per entry written, and one
//! `kernel cache compiled=... reused=... rebuilt=...` summary.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use ipu_device::{Codelet, KERNEL_FORMAT_VERSION, KernelInstance, KernelSpec, Region, Target};
use ipu_runtime::package::{Kernel, Package, Step};
use serde::Serialize;
use sha2::{Digest, Sha256};

/// What building the kernels did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KernelStats {
    /// Kernels built (no valid cache entry, or no cache).
    pub compiled: u64,
    /// Kernels taken from valid cache entries.
    pub reused: u64,
    /// Of the compiled, those whose cache entry was present but invalid.
    pub rebuilt: u64,
}

/// The distinct kernel instances of `package`'s calls, in order. Errors: a call naming no
/// codelet of the catalogue, or an operand outside tile memory (a message naming the step
/// and tile).
pub fn instances(package: &Package, target: &Target) -> Result<BTreeSet<KernelInstance>, String> {
    let mut out = BTreeSet::new();
    for step in &package.steps {
        let Step::Compute(cs) = step else { continue };
        for call in &cs.calls {
            let codelet = Codelet::from_name(&call.codelet).ok_or_else(|| {
                format!(
                    "compute set {}: unknown codelet '{}'",
                    cs.name, call.codelet
                )
            })?;
            let regions = call
                .operands
                .iter()
                .map(|o| {
                    target.memory.region_of(o.addr).ok_or_else(|| {
                        format!(
                            "compute set {}, tile {}: operand at {:#x} is outside tile memory",
                            cs.name, call.tile, o.addr
                        )
                    })
                })
                .collect::<Result<Vec<Region>, String>>()?;
            out.insert(KernelInstance {
                codelet,
                shape: (call.m, call.n, call.k),
                workers: call.workers,
                regions,
            });
        }
    }
    Ok(out)
}

/// The metadata file of a cache entry.
#[derive(Serialize, serde::Deserialize)]
struct Metadata {
    format: u32,
    key: String,
    name: String,
    object_bytes: u64,
    object_sha256: String,
    #[serde(skip_deserializing)]
    spec: Option<KernelSpec>,
}

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A kernel cache directory; `None` inside once it proved unwritable.
#[derive(Debug)]
pub struct KernelCache {
    dir: Option<PathBuf>,
}

impl KernelCache {
    /// A cache in `dir` (created when first written), or none.
    pub fn new(dir: Option<&Path>) -> Self {
        KernelCache {
            dir: dir.map(Path::to_path_buf),
        }
    }

    /// The valid entry of `key` for `name`: its object, or why it is not valid (`Ok(None)`:
    /// no entry at all).
    fn lookup(&self, key: &str, name: &str) -> Result<Option<Vec<u8>>, String> {
        let Some(dir) = &self.dir else {
            return Ok(None);
        };
        let entry = dir.join(key);
        let (object, meta) = (entry.join("kernel.o"), entry.join("kernel.json"));
        if !entry.exists() {
            return Ok(None);
        }
        let text = std::fs::read_to_string(&meta).map_err(|e| format!("metadata: {e}"))?;
        let m: Metadata =
            serde_json::from_str(&text).map_err(|e| format!("metadata does not parse: {e}"))?;
        if m.format != KERNEL_FORMAT_VERSION || m.key != key || m.name != name {
            return Err(format!(
                "metadata names format {} key {} kernel {}, not format {KERNEL_FORMAT_VERSION} key {key} kernel {name}",
                m.format, m.key, m.name
            ));
        }
        let bytes = std::fs::read(&object).map_err(|e| format!("object: {e}"))?;
        if bytes.len() as u64 != m.object_bytes {
            return Err(format!(
                "object is {} bytes, the metadata says {} (truncated)",
                bytes.len(),
                m.object_bytes
            ));
        }
        let hash = sha256_hex(&bytes);
        if hash != m.object_sha256 {
            return Err(format!(
                "object SHA-256 {hash} does not match the metadata's {}",
                m.object_sha256
            ));
        }
        Ok(Some(bytes))
    }

    /// Stores an entry; on failure warns once and stops using the cache.
    fn store(&mut self, key: &str, name: &str, object: &[u8], spec: KernelSpec) {
        let Some(dir) = &self.dir else { return };
        let entry = dir.join(key);
        let (opath, mpath) = (entry.join("kernel.o"), entry.join("kernel.json"));
        let meta = Metadata {
            format: KERNEL_FORMAT_VERSION,
            key: key.to_string(),
            name: name.to_string(),
            object_bytes: object.len() as u64,
            object_sha256: sha256_hex(object),
            spec: Some(spec),
        };
        let result = (|| -> Result<(), String> {
            std::fs::create_dir_all(&entry).map_err(|e| e.to_string())?;
            ipu_runtime::fs::write_file_atomically(&opath, object).map_err(|e| e.to_string())?;
            let mut text = serde_json::to_string_pretty(&meta).map_err(|e| e.to_string())?;
            text.push('\n');
            ipu_runtime::fs::write_file_atomically(&mpath, text.as_bytes())
                .map_err(|e| e.to_string())
        })();
        match result {
            Ok(()) => tracing::info!(
                object = %opath.display(),
                metadata = %mpath.display(),
                "kernel artifact created"
            ),
            Err(e) => {
                tracing::warn!(
                    dir = %dir.display(),
                    error = %e,
                    "kernel cache directory is not writable; compiling without a cache"
                );
                self.dir = None;
            }
        }
    }
}

/// The kernels of `package` (one per distinct instance, in order), each from `cache` when it
/// holds a valid entry, else built (and stored). Errors: as [`instances`], and an instance
/// the catalogue rejects.
pub fn build_kernels(
    package: &Package,
    target: &Target,
    cache: &mut KernelCache,
) -> Result<(Vec<Kernel>, KernelStats), String> {
    let mut stats = KernelStats::default();
    let mut kernels = Vec::new();
    for inst in instances(package, target)? {
        let name = inst.name(target);
        let key = sha256_hex(inst.key_text(target).as_bytes());
        let found = match cache.lookup(&key, &name) {
            Ok(found) => found,
            Err(why) => {
                tracing::warn!(
                    entry = %cache.dir.as_deref().unwrap_or(Path::new("")).join(&key).display(),
                    reason = %why,
                    "invalid kernel cache entry; rebuilding it"
                );
                stats.rebuilt += 1;
                None
            }
        };
        let object = match found {
            Some(object) => {
                stats.reused += 1;
                tracing::debug!(name = %name, key = %key, "reused cached kernel");
                object
            }
            None => {
                tracing::info!(
                    source = %format!("catalogue:{}", inst.codelet.name()),
                    name = %name,
                    target = %target.name,
                    "compiling kernel"
                );
                let object = inst
                    .object(target)
                    .map_err(|e| format!("kernel {name}: {e}"))?;
                let spec = inst
                    .spec(target)
                    .map_err(|e| format!("kernel {name}: {e}"))?;
                stats.compiled += 1;
                cache.store(&key, &name, &object, spec);
                object
            }
        };
        kernels.push(Kernel { name, key, object });
    }
    tracing::info!(
        compiled = stats.compiled,
        reused = stats.reused,
        rebuilt = stats.rebuilt,
        "kernel cache"
    );
    Ok((kernels, stats))
}
