//! The tile memory map: the byte addresses a tile's memory answers to, its two regions, its
//! banks, where code may live, and the alignment each kind of access needs.
//!
//! Every tile has the same map. Memory starts at `base` and ends at `end` (exclusive). The part
//! below `interleaved_base` is *non-interleaved*: consecutive 64-bit words are in the same bank,
//! and instructions live here. The part from `interleaved_base` to `end` is *interleaved*:
//! consecutive 64-bit words alternate between two banks, so one 128-bit load (`ld128`, "single
//! 128-bit load from interleaved memory region", Graphcore ISA notes in
//! `graphcore/ipu_assembly_support`) can feed the AMP unit in one cycle. The IPU1 constants
//! (`Saghetti0/graphcore-ipu-research`, `research/ipu1/ipu1_consts.c`) give two regions
//! (`TMEM_NUM_REGIONS = 2`), interleave factors 1 and 2 (`TMEM_REGION{0,1}_INTERLEAVE_FACTOR`) and
//! banks ("elements") of 16 KiB (`TMEM_ELEMSIZE = 0x10` KiB, 2048 deep × 64 bits). Each bank
//! serves one access per cycle (DESIGN §5, Graph Analyser glossary). The per-target numbers and
//! their sources are in `targets/*.toml`.

use serde::Serialize;

use crate::error::{Error, Result};

/// A half-open range `[start, end)` of tile memory byte addresses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct AddrRange {
    /// First byte address.
    pub start: u32,
    /// One past the last byte address.
    pub end: u32,
}

impl AddrRange {
    /// `[start, end)`; an empty range when `end <= start`.
    pub fn new(start: u32, end: u32) -> Self {
        Self {
            start,
            end: end.max(start),
        }
    }

    /// `[start, start + len)`, or `None` if it would pass `u32::MAX`.
    pub fn with_len(start: u32, len: u32) -> Option<Self> {
        Some(Self {
            start,
            end: start.checked_add(len)?,
        })
    }

    /// Length in bytes.
    pub fn len(&self) -> u32 {
        self.end - self.start
    }

    /// Whether the range holds no byte.
    pub fn is_empty(&self) -> bool {
        self.end == self.start
    }

    /// Whether `addr` is inside.
    pub fn contains_addr(&self, addr: u32) -> bool {
        self.start <= addr && addr < self.end
    }

    /// Whether `other` lies entirely inside (an empty `other` is inside any range that contains
    /// its start, or whose end it is).
    pub fn contains(&self, other: AddrRange) -> bool {
        self.start <= other.start && other.end <= self.end
    }

    /// Whether the two ranges share a byte.
    pub fn overlaps(&self, other: AddrRange) -> bool {
        self.start < other.end && other.start < self.end
    }
}

impl std::fmt::Display for AddrRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{:#x}, {:#x})", self.start, self.end)
    }
}

/// The two regions of tile memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Region {
    /// Below `interleaved_base`: one bank per 16 KiB; code lives here.
    NonInterleaved,
    /// From `interleaved_base`: pairs of banks interleaved every 64 bits; 128-bit loads.
    Interleaved,
}

/// What an access is, for its alignment rule ([`MemoryMap::alignment`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Access {
    /// A 32-bit exchange word (send or receive): offsets and lengths in whole words.
    ExchangeWord,
    /// A paired (64-bit) exchange: offsets and lengths in whole 64-bit words.
    ExchangePaired,
    /// A 64-bit load or store (`ld64`, `st64`), e.g. AMP operands from non-interleaved memory.
    Load64,
    /// A 128-bit load (`ld128`), interleaved memory only.
    Load128,
    /// An instruction, or a vertex's state: 32-bit aligned (`run` raises an exception for an
    /// entry point or vertex base that is not 4-byte aligned; Graphcore ISA notes for `run`).
    Code,
}

/// The memory map of one tile. Built and validated by the target loader.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MemoryMap {
    base: u32,
    interleaved_base: u32,
    end: u32,
    bank_bytes: u32,
    code: Vec<AddrRange>,
    reserved: Vec<AddrRange>,
}

impl MemoryMap {
    /// Builds a map; fails with [`Error::Target`] (user input: a bad target file, named by
    /// `file`) unless `base <= interleaved_base <= end`, every region is a whole number of
    /// banks, and every code and reserved range lies inside the memory (code inside the
    /// non-interleaved region).
    pub fn new(
        base: u32,
        interleaved_base: u32,
        end: u32,
        bank_bytes: u32,
        code: Vec<AddrRange>,
        reserved: Vec<AddrRange>,
        file: &std::path::Path,
    ) -> Result<Self> {
        let bad = |key: &str, message: String| Error::Target {
            file: file.to_path_buf(),
            line: None,
            col: None,
            key: key.to_string(),
            message: format!("'{key}': {message}"),
        };
        if !(base < interleaved_base && interleaved_base <= end) {
            return Err(bad(
                "memory.interleaved_base",
                format!(
                    "must satisfy base < interleaved_base <= end (got {base:#x}, {interleaved_base:#x}, {end:#x})"
                ),
            ));
        }
        if bank_bytes == 0
            || !(interleaved_base - base).is_multiple_of(bank_bytes)
            || !(end - interleaved_base).is_multiple_of(2 * bank_bytes)
        {
            return Err(bad(
                "memory.bank_bytes",
                format!(
                    "{bank_bytes} does not divide the non-interleaved region, or twice it does not divide the \
                     interleaved region"
                ),
            ));
        }
        let map = Self {
            base,
            interleaved_base,
            end,
            bank_bytes,
            code,
            reserved,
        };
        let non_interleaved = map.region_range(Region::NonInterleaved);
        if let Some(r) = map.code.iter().find(|r| !non_interleaved.contains(**r)) {
            return Err(bad(
                "memory.code_ranges",
                format!("{r} is not inside the non-interleaved region {non_interleaved}"),
            ));
        }
        if let Some(r) = map.reserved.iter().find(|r| !map.range().contains(**r)) {
            return Err(bad(
                "memory.reserved_ranges",
                format!("{r} is not inside tile memory {}", map.range()),
            ));
        }
        Ok(map)
    }

    /// All of a tile's memory.
    pub fn range(&self) -> AddrRange {
        AddrRange::new(self.base, self.end)
    }

    /// Bytes of memory per tile.
    pub fn tile_memory_bytes(&self) -> u32 {
        self.end - self.base
    }

    /// The address range of a region.
    pub fn region_range(&self, region: Region) -> AddrRange {
        match region {
            Region::NonInterleaved => AddrRange::new(self.base, self.interleaved_base),
            Region::Interleaved => AddrRange::new(self.interleaved_base, self.end),
        }
    }

    /// The region `addr` is in, or `None` outside tile memory.
    pub fn region_of(&self, addr: u32) -> Option<Region> {
        if self
            .region_range(Region::NonInterleaved)
            .contains_addr(addr)
        {
            Some(Region::NonInterleaved)
        } else if self.region_range(Region::Interleaved).contains_addr(addr) {
            Some(Region::Interleaved)
        } else {
            None
        }
    }

    /// The region that holds all of `range`, or `None` if it leaves tile memory or straddles
    /// the region boundary. An empty range is in the region of its start.
    pub fn region_of_range(&self, range: AddrRange) -> Option<Region> {
        [Region::NonInterleaved, Region::Interleaved]
            .into_iter()
            .find(|&r| {
                let rr = self.region_range(r);
                rr.contains(range) && (rr.contains_addr(range.start) || !range.is_empty())
            })
    }

    /// Whether all of `range` is tile memory.
    pub fn contains(&self, range: AddrRange) -> bool {
        self.range().contains(range)
    }

    /// Bytes per bank (16 KiB on every known target).
    pub fn bank_bytes(&self) -> u32 {
        self.bank_bytes
    }

    /// Number of banks.
    pub fn banks(&self) -> u32 {
        self.tile_memory_bytes() / self.bank_bytes
    }

    /// The bank `addr` is in, numbered from 0 at `base`; `None` outside tile memory. In the
    /// interleaved region, 64-bit words alternate between the two banks of a pair.
    pub fn bank_of(&self, addr: u32) -> Option<u32> {
        match self.region_of(addr)? {
            Region::NonInterleaved => Some((addr - self.base) / self.bank_bytes),
            Region::Interleaved => {
                let first = (self.interleaved_base - self.base) / self.bank_bytes;
                let offset = addr - self.interleaved_base;
                let pair = offset / (2 * self.bank_bytes);
                Some(first + 2 * pair + (offset / 8) % 2)
            }
        }
    }

    /// Ranges instructions may live in (inside the non-interleaved region).
    pub fn code_ranges(&self) -> &[AddrRange] {
        &self.code
    }

    /// Whether code may occupy all of `range`.
    pub fn can_hold_code(&self, range: AddrRange) -> bool {
        self.code.iter().any(|c| c.contains(range))
    }

    /// Ranges the runtime keeps for itself; storage placement must not use them.
    pub fn reserved_ranges(&self) -> &[AddrRange] {
        &self.reserved
    }

    /// The parts of `region` not reserved, in address order.
    pub fn available(&self, region: Region) -> Vec<AddrRange> {
        let mut free = vec![self.region_range(region)];
        for r in &self.reserved {
            free = free
                .into_iter()
                .flat_map(|f| {
                    if !f.overlaps(*r) {
                        return vec![f];
                    }
                    [
                        AddrRange::new(f.start, r.start),
                        AddrRange::new(r.end, f.end),
                    ]
                    .into_iter()
                    .filter(|x| !x.is_empty() && f.contains(*x))
                    .collect()
                })
                .collect();
        }
        free
    }

    /// The alignment, in bytes, an access of this kind needs: exchange words 4 (the exchange
    /// moves 32-bit words: `TEXCH_DATA_WIDTH = 32` in the IPU1 constants), paired exchange 8,
    /// 64-bit loads 8, 128-bit loads 16, code 4. The natural alignment of 64- and 128-bit
    /// accesses is our assumption: the public ISA summaries do not state it.
    pub fn alignment(&self, access: Access) -> u32 {
        match access {
            Access::ExchangeWord | Access::Code => 4,
            Access::ExchangePaired | Access::Load64 => 8,
            Access::Load128 => 16,
        }
    }

    /// Whether `range` suits `access`: aligned start and length, inside tile memory, and for
    /// 128-bit loads inside the interleaved region, for code inside a code range.
    pub fn allows(&self, access: Access, range: AddrRange) -> bool {
        let a = self.alignment(access);
        let aligned = range.start.is_multiple_of(a) && range.len().is_multiple_of(a);
        aligned
            && match access {
                Access::Load128 => self.region_range(Region::Interleaved).contains(range),
                Access::Code => self.can_hold_code(range),
                _ => self.contains(range),
            }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// The ipu21 map of `targets/ipu21.toml`.
    fn ipu21() -> MemoryMap {
        MemoryMap::new(
            0x4C000,
            0x80000,
            0xE8000,
            0x4000,
            vec![AddrRange::new(0x4C000, 0x80000)],
            vec![AddrRange::new(0x4C000, 0x50000)],
            Path::new("t.toml"),
        )
        .unwrap()
    }

    #[test]
    fn regions_and_sizes() {
        let m = ipu21();
        assert_eq!(m.tile_memory_bytes(), 624 * 1024);
        assert_eq!(m.region_range(Region::NonInterleaved).len(), 208 * 1024);
        assert_eq!(m.region_range(Region::Interleaved).len(), 416 * 1024);
        assert_eq!(m.banks(), 39);
        assert_eq!(m.region_of(0x4BFFF), None);
        assert_eq!(m.region_of(0x4C000), Some(Region::NonInterleaved));
        assert_eq!(m.region_of(0x7FFFF), Some(Region::NonInterleaved));
        assert_eq!(m.region_of(0x80000), Some(Region::Interleaved));
        assert_eq!(m.region_of(0xE7FFF), Some(Region::Interleaved));
        assert_eq!(m.region_of(0xE8000), None);
        assert_eq!(
            m.region_of_range(AddrRange::new(0x7FFF0, 0x80010)),
            None,
            "straddles"
        );
        assert_eq!(
            m.region_of_range(AddrRange::new(0x80000, 0x80010)),
            Some(Region::Interleaved)
        );
    }

    #[test]
    fn banks_interleave_every_64_bits() {
        let m = ipu21();
        assert_eq!(m.bank_of(0x4C000), Some(0));
        assert_eq!(m.bank_of(0x50000), Some(1));
        assert_eq!(m.bank_of(0x7FFFF), Some(12));
        assert_eq!(m.bank_of(0x80000), Some(13));
        assert_eq!(m.bank_of(0x80008), Some(14));
        assert_eq!(m.bank_of(0x80010), Some(13));
        assert_eq!(m.bank_of(0x88000), Some(15));
        assert_eq!(m.bank_of(0xE7FF8), Some(38));
        assert_eq!(m.bank_of(0xE8000), None);
    }

    #[test]
    fn code_reserved_and_alignment() {
        let m = ipu21();
        assert!(
            m.can_hold_code(AddrRange::new(0x5C2B0, 0x80000)),
            "the seeds' executable range"
        );
        assert!(!m.can_hold_code(AddrRange::new(0x7FFF0, 0x80010)));
        assert_eq!(
            m.available(Region::NonInterleaved),
            vec![AddrRange::new(0x50000, 0x80000)],
            "the reserved runtime range is cut out"
        );
        assert_eq!(
            m.available(Region::Interleaved),
            vec![m.region_range(Region::Interleaved)]
        );
        assert!(m.allows(Access::Load128, AddrRange::new(0x80010, 0x80030)));
        assert!(
            !m.allows(Access::Load128, AddrRange::new(0x50000, 0x50010)),
            "not interleaved"
        );
        assert!(
            !m.allows(Access::Load128, AddrRange::new(0x80008, 0x80018)),
            "misaligned"
        );
        assert!(m.allows(Access::ExchangeWord, AddrRange::new(0x50004, 0x5000C)));
        assert!(!m.allows(Access::ExchangePaired, AddrRange::new(0x50004, 0x5000C)));
        assert!(
            !m.allows(Access::ExchangeWord, AddrRange::new(0xE7FFC, 0xE8004)),
            "leaves memory"
        );
    }

    #[test]
    fn bad_maps_are_errors() {
        let e = |b, i, en, bank, code: Vec<AddrRange>| {
            MemoryMap::new(b, i, en, bank, code, vec![], Path::new("t.toml"))
                .unwrap_err()
                .to_string()
        };
        assert!(e(0x80000, 0x4C000, 0xE8000, 0x4000, vec![]).contains("'memory.interleaved_base'"));
        assert!(e(0x4C000, 0x80000, 0xE8000, 0x3000, vec![]).contains("'memory.bank_bytes'"));
        assert_eq!(
            e(
                0x4C000,
                0x80000,
                0xE8000,
                0x4000,
                vec![AddrRange::new(0x70000, 0x90000)]
            ),
            "t.toml: error: 'memory.code_ranges': [0x70000, 0x90000) is not inside the non-interleaved region \
             [0x4c000, 0x80000)"
        );
    }
}
