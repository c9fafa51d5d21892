//! Sparse tile memory: only the package's allocations exist, each with a bitmap of which
//! bytes have been written.

use super::Fault;
use crate::package::TileImage;

/// One allocation's bytes and their initialisation bitmap (bit `i` = byte `i` written).
#[derive(Clone, Debug)]
struct Block {
    addr: u32,
    data: Vec<u8>,
    init: Vec<u64>,
}

impl Block {
    fn end(&self) -> u64 {
        u64::from(self.addr) + self.data.len() as u64
    }

    /// Whether bytes `[from, to)` (block offsets) are all written.
    fn is_init(&self, from: usize, to: usize) -> bool {
        let mut i = from;
        while i < to {
            let (word, bit) = (i / 64, i % 64);
            let span = (64 - bit).min(to - i);
            let mask = if span == 64 {
                !0u64
            } else {
                ((1u64 << span) - 1) << bit
            };
            if self.init[word] & mask != mask {
                return false;
            }
            i += span;
        }
        true
    }

    fn first_uninit(&self, from: usize, to: usize) -> usize {
        (from..to)
            .find(|&i| self.init[i / 64] & (1 << (i % 64)) == 0)
            .unwrap_or(to)
    }

    fn mark_init(&mut self, from: usize, to: usize) {
        let mut i = from;
        while i < to {
            let (word, bit) = (i / 64, i % 64);
            let span = (64 - bit).min(to - i);
            let mask = if span == 64 {
                !0u64
            } else {
                ((1u64 << span) - 1) << bit
            };
            self.init[word] |= mask;
            i += span;
        }
    }
}

/// The memory of one tile.
#[derive(Clone, Debug, Default)]
pub struct TileMemory {
    blocks: Vec<Block>,
}

impl TileMemory {
    /// Build from a tile image: allocations (must be disjoint) and initialised segments
    /// (must lie inside allocations). Errors with the fault and nothing else (the caller
    /// adds tile and step).
    pub fn from_image(image: &TileImage) -> Result<TileMemory, Fault> {
        let mut allocs: Vec<_> = image.allocations.iter().collect();
        allocs.sort_by_key(|a| a.addr);
        let mut blocks: Vec<Block> = Vec::with_capacity(allocs.len());
        for a in allocs {
            if let Some(prev) = blocks.last()
                && prev.end() > u64::from(a.addr)
            {
                return Err(Fault::OverlappingAllocations {
                    addr: a.addr,
                    name: a.name.clone(),
                });
            }
            let len = a.bytes as usize;
            blocks.push(Block {
                addr: a.addr,
                data: vec![0; len],
                init: vec![0; len.div_ceil(64)],
            });
        }
        let mut memory = TileMemory { blocks };
        for segment in &image.segments {
            memory.write(segment.addr, &segment.data)?;
        }
        Ok(memory)
    }

    /// The allocated ranges, `(addr, bytes)`, in address order.
    pub fn ranges(&self) -> impl Iterator<Item = (u32, usize)> + '_ {
        self.blocks.iter().map(|b| (b.addr, b.data.len()))
    }

    /// Locate `[addr, addr + len)` inside one allocation: `(block index, offset)`.
    fn locate(&self, addr: u32, len: usize) -> Result<(usize, usize), Fault> {
        let out = || Fault::OutOfRange {
            addr,
            bytes: len as u64,
        };
        let idx = self
            .blocks
            .partition_point(|b| b.addr <= addr)
            .checked_sub(1)
            .ok_or_else(out)?;
        let block = &self.blocks[idx];
        if u64::from(addr) + len as u64 > block.end() {
            return Err(out());
        }
        Ok((idx, (addr - block.addr) as usize))
    }

    /// Read `len` bytes at `addr`: they must lie in one allocation and all have been written.
    pub fn read(&self, addr: u32, len: usize) -> Result<&[u8], Fault> {
        let (idx, off) = self.locate(addr, len)?;
        let block = &self.blocks[idx];
        if !block.is_init(off, off + len) {
            let first = block.first_uninit(off, off + len);
            return Err(Fault::Uninitialised {
                addr: block.addr + first as u32,
                read_addr: addr,
                bytes: len as u64,
            });
        }
        Ok(&block.data[off..off + len])
    }

    /// Read `len` bytes at `addr` (inside one allocation) of which only the byte ranges
    /// `needed` (`(offset from addr, bytes)`) must have been written: for an operand whose
    /// layout has padding the codelet reads but whose values reach no result (the AMP
    /// weight layout's padded output columns). Unwritten bytes read as whatever the
    /// allocation holds. Errors as [`TileMemory::read`] at the first needed byte not
    /// written, or when the read leaves the allocation.
    pub fn read_needing(
        &self,
        addr: u32,
        len: usize,
        needed: &[(usize, usize)],
    ) -> Result<&[u8], Fault> {
        let (idx, off) = self.locate(addr, len)?;
        let block = &self.blocks[idx];
        for &(from, bytes) in needed {
            let (start, end) = (off + from.min(len), off + (from + bytes).min(len));
            if !block.is_init(start, end) {
                return Err(Fault::Uninitialised {
                    addr: block.addr + block.first_uninit(start, end) as u32,
                    read_addr: addr,
                    bytes: len as u64,
                });
            }
        }
        Ok(&block.data[off..off + len])
    }

    /// Read `len` bytes at `addr` that may span allocations laid end to end (an exchange
    /// `send` reads consecutive words whatever the compiler's buffers; the back end merges
    /// sends of adjacent buffers into one run). Every byte must lie in an allocation, with
    /// no gap, and have been written; errors as [`TileMemory::read`], at the first byte
    /// that fails.
    pub fn read_span(&self, addr: u32, len: usize) -> Result<std::borrow::Cow<'_, [u8]>, Fault> {
        let (idx, off) = self.locate(addr, 1.min(len))?;
        let first = &self.blocks[idx];
        if off + len <= first.data.len() {
            return self.read(addr, len).map(std::borrow::Cow::Borrowed);
        }
        let mut out = Vec::with_capacity(len);
        let (mut at, mut i) = (u64::from(addr), idx);
        while out.len() < len {
            let block = self
                .blocks
                .get(i)
                .filter(|b| u64::from(b.addr) <= at && at < b.end());
            let Some(block) = block else {
                return Err(Fault::OutOfRange {
                    addr,
                    bytes: len as u64,
                });
            };
            let from = (at - u64::from(block.addr)) as usize;
            let take = (len - out.len()).min(block.data.len() - from);
            out.extend_from_slice(self.read(block.addr + from as u32, take)?);
            at += take as u64;
            i += 1;
        }
        Ok(std::borrow::Cow::Owned(out))
    }

    /// Check that `len` bytes at `addr` could be written (inside one allocation).
    pub fn check_writable(&self, addr: u32, len: usize) -> Result<(), Fault> {
        self.locate(addr, len).map(|_| ())
    }

    /// Write `data` at `addr` (inside one allocation) and mark it written.
    pub fn write(&mut self, addr: u32, data: &[u8]) -> Result<(), Fault> {
        let (idx, off) = self.locate(addr, data.len())?;
        let block = &mut self.blocks[idx];
        block.data[off..off + data.len()].copy_from_slice(data);
        block.mark_init(off, off + data.len());
        Ok(())
    }

    /// Bytes allocated in total.
    pub fn allocated_bytes(&self) -> usize {
        self.blocks.iter().map(|b| b.data.len()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::{Allocation, Segment};

    #[test]
    fn reads_span_allocations_laid_end_to_end() {
        let alloc = |name: &str, addr, bytes| Allocation {
            name: name.into(),
            addr,
            bytes,
        };
        let image = TileImage {
            tile: 0,
            allocations: vec![
                alloc("x", 0x100, 8),
                alloc("y", 0x108, 8),
                alloc("z", 0x120, 8),
            ],
            segments: vec![
                Segment {
                    addr: 0x100,
                    data: (0..8).collect(),
                },
                Segment {
                    addr: 0x108,
                    data: (8..16).collect(),
                },
                Segment {
                    addr: 0x120,
                    data: vec![9; 8],
                },
            ],
        };
        let m = TileMemory::from_image(&image).unwrap();
        assert_eq!(
            &*m.read_span(0x104, 8).unwrap(),
            &[4, 5, 6, 7, 8, 9, 10, 11]
        );
        assert_eq!(&*m.read_span(0x120, 8).unwrap(), &[9; 8]);
        // One allocation only for plain reads; a gap (0x110..0x120) stops a span.
        assert!(matches!(m.read(0x104, 8), Err(Fault::OutOfRange { .. })));
        assert!(matches!(
            m.read_span(0x108, 16),
            Err(Fault::OutOfRange {
                addr: 0x108,
                bytes: 16
            })
        ));
    }

    fn memory() -> TileMemory {
        let image = TileImage {
            tile: 0,
            allocations: vec![
                Allocation {
                    name: "b".into(),
                    addr: 0x200,
                    bytes: 100,
                },
                Allocation {
                    name: "a".into(),
                    addr: 0x100,
                    bytes: 130,
                },
            ],
            segments: vec![Segment {
                addr: 0x104,
                data: vec![7; 70],
            }],
        };
        TileMemory::from_image(&image).unwrap()
    }

    #[test]
    fn reads_needing_only_checks_the_needed_ranges() {
        let m = memory();
        // 0x104..0x14a written: a read from 0x100 needing only 0x104.. succeeds.
        assert_eq!(
            m.read_needing(0x100, 8, &[(4, 4)]).unwrap(),
            &[0, 0, 0, 0, 7, 7, 7, 7]
        );
        assert_eq!(
            m.read_needing(0x100, 8, &[(4, 4), (2, 4)]),
            Err(Fault::Uninitialised {
                addr: 0x102,
                read_addr: 0x100,
                bytes: 8
            })
        );
        assert!(matches!(
            m.read_needing(0x180, 8, &[]),
            Err(Fault::OutOfRange { .. })
        ));
    }

    #[test]
    fn reads_only_written_bytes_inside_allocations() {
        let mut m = memory();
        assert_eq!(m.read(0x104, 70).unwrap(), &[7; 70][..]);
        assert_eq!(
            m.read(0x100, 8),
            Err(Fault::Uninitialised {
                addr: 0x100,
                read_addr: 0x100,
                bytes: 8
            })
        );
        assert_eq!(
            m.read(0x104, 71),
            Err(Fault::Uninitialised {
                addr: 0x104 + 70,
                read_addr: 0x104,
                bytes: 71
            })
        );
        assert_eq!(
            m.read(0x180, 8),
            Err(Fault::OutOfRange {
                addr: 0x180,
                bytes: 8
            })
        );
        assert_eq!(
            m.read(0x80, 4),
            Err(Fault::OutOfRange {
                addr: 0x80,
                bytes: 4
            })
        );
        // An access may not straddle two allocations even if both exist.
        assert!(matches!(
            m.write(0x1F0, &[0; 32]),
            Err(Fault::OutOfRange { .. })
        ));
        m.write(0x200, &[1, 2, 3, 4]).unwrap();
        assert_eq!(m.read(0x200, 4).unwrap(), &[1, 2, 3, 4]);
        assert_eq!(m.allocated_bytes(), 230);
    }

    #[test]
    fn overlapping_allocations_are_rejected() {
        let img = TileImage {
            tile: 0,
            allocations: vec![
                Allocation {
                    name: "a".into(),
                    addr: 0,
                    bytes: 8,
                },
                Allocation {
                    name: "b".into(),
                    addr: 4,
                    bytes: 8,
                },
            ],
            segments: vec![],
        };
        assert!(matches!(
            TileMemory::from_image(&img),
            Err(Fault::OverlappingAllocations { addr: 4, .. })
        ));
    }
}
