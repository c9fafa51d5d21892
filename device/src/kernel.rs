//! Kernel instances: a catalogue codelet specialised to one call's shape, worker split and
//! operand regions — what the reference system plans per call (`gemm_f8_packed0_k32_c1088_r73`)
//! and compiles into its kernel cache.
//!
//! An instance is named after everything that distinguishes it ([`KernelInstance::name`]):
//! the codelet, its shape (`k`, `c` columns = `n`, `r` rows = `m`, the seeds' order), the
//! workers it splits the work over (`w6`) and the operands that live in interleaved memory
//! (`interleaved_lhs`). Its cycle formula and memory contract are the catalogue's
//! ([`Codelet::cycles_with_workers`], [`Codelet::memory_contract`]) evaluated at that shape:
//! this module keeps no number of its own.
//!
//! The instance's *object* ([`KernelInstance::object`]) is its specialised parameter block:
//! the values a generic vertex reads from its state at run time (shape, worker split, each
//! operand's bytes, alignment and region), folded into constants, with the cycles the
//! catalogue gives. Our model encodes no instructions, so the object is this block, not
//! machine code; its bytes are fixed by the instance and the target, which is what lets a
//! content-addressed cache ([`KernelInstance::key_text`]) stand in for compiling it again.

use serde::Serialize;

use crate::codelet::{Codelet, CodeletShape, MemoryContract};
use crate::error::{Error, Result};
use crate::memory::Region;
use crate::target::Target;

/// The version of the object layout and of [`KernelInstance::key_text`]; bump it on any
/// change of either, so cached artifacts of the old form are never used.
pub const KERNEL_FORMAT_VERSION: u32 = 1;

/// The first 4 bytes of every kernel object.
pub const KERNEL_OBJECT_MAGIC: [u8; 4] = *b"IPUK";

/// One distinct (codelet, shape, workers, regions) call of a program.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct KernelInstance {
    /// The catalogue codelet.
    pub codelet: Codelet,
    /// The call's shape (the catalogue's meaning per codelet).
    pub shape: (u32, u32, u32),
    /// Workers the work is split over (`1..=worker_contexts`).
    pub workers: u32,
    /// The region of each operand, in the contract's order.
    pub regions: Vec<Region>,
}

/// What a kernel instance resolves to on a target: the catalogue's formula and contract at
/// its shape (the kernel's metadata beside its object).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KernelSpec {
    /// [`KernelInstance::name`].
    pub name: String,
    /// The catalogue codelet's name.
    pub codelet: String,
    /// `m`, `n`, `k`.
    pub m: u32,
    /// Columns.
    pub n: u32,
    /// Contracted dimension or partials.
    pub k: u32,
    /// Workers.
    pub workers: u32,
    /// Tile cycles of one call ([`Codelet::cycles_with_workers`]).
    pub cycles: u64,
    /// Where the cycle formula's constants come from ([`Codelet::source`]).
    pub source: String,
    /// The memory contract at this shape, with each operand's actual region.
    pub contract: MemoryContract,
}

impl KernelInstance {
    /// The codelet's shape as the catalogue takes it.
    pub fn codelet_shape(&self) -> CodeletShape {
        let (m, n, k) = self.shape;
        CodeletShape { m, n, k }
    }

    /// The stable name: `{codelet}_k{k}_c{n}_r{m}_w{workers}`, then `_interleaved_{operand}...`
    /// for each operand in interleaved memory (`gemm_f8E4M3FN_amp_to_f16_k32_c1088_r73_w6_
    /// interleaved_lhs`). Operand names come from the contract; a shape the catalogue
    /// rejects names its operands by position (`op0`, ...).
    pub fn name(&self, target: &Target) -> String {
        let (m, n, k) = self.shape;
        let mut name = format!("{}_k{k}_c{n}_r{m}_w{}", self.codelet.name(), self.workers);
        let names: Vec<String> = match self.codelet.memory_contract(target, &self.codelet_shape()) {
            Ok(c) => c.operands.iter().map(|o| o.name.to_string()).collect(),
            Err(_) => Vec::new(),
        };
        let interleaved: Vec<String> = self
            .regions
            .iter()
            .enumerate()
            .filter(|(_, r)| **r == Region::Interleaved)
            .map(|(i, _)| names.get(i).cloned().unwrap_or_else(|| format!("op{i}")))
            .collect();
        if !interleaved.is_empty() {
            name.push_str("_interleaved_");
            name.push_str(&interleaved.join("_"));
        }
        name
    }

    /// The instance's formula and contract on `target`.
    ///
    /// Errors: as [`Codelet::cycles_with_workers`], and [`Error::Shape`] when the regions do
    /// not match the contract (their count, or a region an operand requires).
    pub fn spec(&self, target: &Target) -> Result<KernelSpec> {
        let shape = self.codelet_shape();
        let cycles = self
            .codelet
            .cycles_with_workers(target, &shape, self.workers)?;
        let mut contract = self.codelet.memory_contract(target, &shape)?;
        let bad = |message: String| Error::Shape {
            codelet: "kernel",
            message,
        };
        if contract.operands.len() != self.regions.len() {
            return Err(bad(format!(
                "{} has {} operands, the instance names {} regions",
                self.codelet.name(),
                contract.operands.len(),
                self.regions.len()
            )));
        }
        for (o, &r) in contract.operands.iter_mut().zip(&self.regions) {
            if o.region.is_some_and(|need| need != r) {
                return Err(bad(format!(
                    "{} operand '{}' must be in {:?} memory, not {r:?}",
                    self.codelet.name(),
                    o.name,
                    o.region.unwrap_or(r)
                )));
            }
            o.region = Some(r);
        }
        Ok(KernelSpec {
            name: self.name(target),
            codelet: self.codelet.name(),
            m: shape.m,
            n: shape.n,
            k: shape.k,
            workers: self.workers,
            cycles,
            source: self.codelet.source().to_string(),
            contract,
        })
    }

    /// Everything that determines the kernel's object, as text (hash it for a cache key):
    /// the format version, the instance, and the whole target description (a custom target's
    /// constants change the formulas).
    pub fn key_text(&self, target: &Target) -> String {
        let (m, n, k) = self.shape;
        let regions: Vec<&str> = self
            .regions
            .iter()
            .map(|r| match r {
                Region::Interleaved => "interleaved",
                Region::NonInterleaved => "non_interleaved",
            })
            .collect();
        format!(
            "ipu-stack kernel v{KERNEL_FORMAT_VERSION}\ncodelet {}\nm {m} n {n} k {k}\nworkers {}\nregions {}\ntarget {}\n{}",
            self.codelet.name(),
            self.workers,
            regions.join(","),
            target.name,
            target.text
        )
    }

    /// The kernel's object (module doc): little-endian 32-bit words — the magic, the format
    /// version, the codelet's name (length, then its bytes padded to a word), `m`, `n`, `k`,
    /// workers, the cycles (low, high word), the operand count, then per operand its bytes,
    /// elements (low, high), alignment and region (0 non-interleaved, 1 interleaved).
    ///
    /// Errors: as [`KernelInstance::spec`].
    pub fn object(&self, target: &Target) -> Result<Vec<u8>> {
        let spec = self.spec(target)?;
        let mut out = Vec::new();
        out.extend_from_slice(&KERNEL_OBJECT_MAGIC);
        let mut word = |w: u32| out.extend_from_slice(&w.to_le_bytes());
        word(KERNEL_FORMAT_VERSION);
        let name = spec.codelet.as_bytes();
        word(name.len() as u32);
        let mut padded = name.to_vec();
        padded.resize(name.len().div_ceil(4) * 4, 0);
        for c in padded.chunks(4) {
            word(u32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        }
        for w in [spec.m, spec.n, spec.k, spec.workers] {
            word(w);
        }
        word(spec.cycles as u32);
        word((spec.cycles >> 32) as u32);
        word(spec.contract.operands.len() as u32);
        for o in &spec.contract.operands {
            word(u32::try_from(o.bytes).unwrap_or(u32::MAX));
            word(o.elements as u32);
            word((o.elements >> 32) as u32);
            word(o.align);
            word(u32::from(o.region == Some(Region::Interleaved)));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codelet::DType;

    fn ipu21() -> Target {
        Target::builtin("ipu21").unwrap().unwrap()
    }

    fn gemm(m: u32, regions: [Region; 3]) -> KernelInstance {
        KernelInstance {
            codelet: Codelet::GemmAmp {
                input: DType::F8E4M3,
                output: DType::F16,
            },
            shape: (m, 1088, 32),
            workers: 6,
            regions: regions.to_vec(),
        }
    }

    #[test]
    fn name_follows_the_seeds_shape_order_and_lists_interleaved_operands() {
        use Region::*;
        let g = gemm(73, [Interleaved, NonInterleaved, NonInterleaved]);
        assert_eq!(
            g.name(&ipu21()),
            "gemm_f8E4M3FN_amp_to_f16_k32_c1088_r73_w6_interleaved_lhs"
        );
    }

    #[test]
    fn spec_is_the_catalogue_at_the_shape() {
        use Region::*;
        let t = ipu21();
        let g = gemm(73, [Interleaved, Interleaved, NonInterleaved]);
        let s = g.spec(&t).unwrap();
        let shape = CodeletShape {
            m: 73,
            n: 1088,
            k: 32,
        };
        assert_eq!(
            s.cycles,
            g.codelet.cycles_with_workers(&t, &shape, 6).unwrap()
        );
        assert_eq!(
            s.contract.total_bytes(),
            g.codelet.memory_contract(&t, &shape).unwrap().total_bytes()
        );
        assert_eq!(s.contract.operands[1].region, Some(Interleaved));
    }

    #[test]
    fn a_region_the_contract_forbids_is_an_error() {
        use Region::*;
        let g = gemm(73, [NonInterleaved, NonInterleaved, NonInterleaved]);
        let e = g.spec(&ipu21()).unwrap_err().to_string();
        assert!(e.contains("'lhs' must be in Interleaved"), "{e}");
    }

    #[test]
    fn object_and_key_differ_exactly_when_the_instance_does() {
        use Region::*;
        let t = ipu21();
        let a = gemm(73, [Interleaved, NonInterleaved, NonInterleaved]);
        let b = gemm(72, [Interleaved, NonInterleaved, NonInterleaved]);
        assert_eq!(a.object(&t).unwrap(), a.clone().object(&t).unwrap());
        assert_ne!(a.object(&t).unwrap(), b.object(&t).unwrap());
        assert_ne!(a.key_text(&t), b.key_text(&t));
        assert_eq!(&a.object(&t).unwrap()[..4], b"IPUK");
    }
}
