//! `schedule-exchange`: static scheduling of exchange phases (work in progress).
#![allow(dead_code)]

pub mod device_shim;
mod engine;
mod fabric;
mod jobs;
mod plan;
mod timeline;
mod types;
mod validate;
mod waves;

pub mod generate;

pub use device_shim as device;
pub use types::*;
pub use validate::{RawTransfer, validate, validate_raw};

#[doc(hidden)]
pub mod scratch {
    use super::device::ExchangeModel;
    use super::engine::Engine;
    use super::fabric::Fabric;
    use super::jobs::JobSet;
    use super::plan;
    use super::types::Transfer;

    pub fn run(
        model: &ExchangeModel,
        transfers: &[Transfer],
        min_chunk: u32,
        instr: bool,
        mode: u32,
        window: Option<u64>,
    ) -> (u64, u64, usize) {
        let fabric = Fabric::new(model);
        let jobs = JobSet::new(&fabric, transfers);
        let mut e = Engine::new(&fabric, &jobs, false);
        e.min_chunk = min_chunk;
        e.instructions = instr;
        let pieces = if mode == 1 && jobs.is_unicast() {
            plan::matching_waves(&e)
        } else {
            plan::group_priority(&e)
        };
        plan::realise(&mut e, &pieces, window);
        let lb = jobs
            .send_load
            .iter()
            .chain(jobs.recv_load.iter())
            .max()
            .copied()
            .unwrap_or(0)
            + u64::from(fabric.min_latency);
        (e.horizon(), lb, e.live().count())
    }
}
