//! The default compile pipeline: one line per pass, each with the IR level it reads and the
//! level it leaves, so that `ipu-compile` can start where the input is and stop where
//! `--emit` asks.

use ipu_dialects::{Context, Module};

/// An IR level, in pipeline order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// StableHLO as JAX exports it.
    Stablehlo,
    /// The graph dialect.
    Graph,
    /// The tiled dialect (operators placed on tiles).
    Tiled,
    /// The exchange dialect (a bulk-synchronous program).
    Exchange,
    /// The tile_asm dialect (per-tile programs).
    TileAsm,
    /// The package file.
    Package,
}

impl Level {
    /// The spelling of `--emit` and of messages.
    pub fn name(self) -> &'static str {
        match self {
            Level::Stablehlo => "stablehlo",
            Level::Graph => "graph",
            Level::Tiled => "tiled",
            Level::Exchange => "exchange",
            Level::TileAsm => "tile-asm",
            Level::Package => "package",
        }
    }

    /// The level of a module: the furthest-lowered dialect it holds (StableHLO ops make it
    /// StableHLO input, which the importer turns into graph ops).
    pub fn of(ctx: &Context, module: &Module) -> Level {
        let mut level = Level::Graph;
        let mut stablehlo = false;
        module
            .ir
            .walk(module.op, ipu_dialects::WalkOrder::PreOrder, |op| match ctx
                .op_name_str(module.ir.name(op))
            {
                n if n.starts_with("stablehlo.") => stablehlo = true,
                n if n.starts_with("tile_asm.") => level = level.max(Level::TileAsm),
                n if n.starts_with("exchange.") => level = level.max(Level::Exchange),
                n if n.starts_with("tiled.") => level = level.max(Level::Tiled),
                _ => {}
            });
        if stablehlo && level == Level::Graph {
            Level::Stablehlo
        } else {
            level
        }
    }
}

/// One pass of the pipeline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    /// The pass and its fixed options, as `--pass` takes them.
    pub pass: &'static str,
    /// The level it reads.
    pub reads: Level,
    /// The level it leaves.
    pub leaves: Level,
}

const fn stage(pass: &'static str, reads: Level, leaves: Level) -> Stage {
    Stage {
        pass,
        reads,
        leaves,
    }
}

/// The default pipeline (DESIGN §1, issue 9). A pass that is not registered in this build
/// makes inputs that need it a clear error; adding one is adding its line.
pub const PIPELINE: &[Stage] = &[
    stage("import-stablehlo", Level::Stablehlo, Level::Graph),
    stage("fuse-operators", Level::Graph, Level::Graph),
    // Planning annotates graph ops; it is the first half of going to the tiled level.
    stage("plan-operators", Level::Graph, Level::Tiled),
    stage("lower-to-tiled", Level::Graph, Level::Tiled),
    stage("lower-to-exchange", Level::Tiled, Level::Exchange),
    stage(
        "schedule-exchange{summary=false}",
        Level::Exchange,
        Level::Exchange,
    ),
    // Storage placement only gives buffers addresses (transfers keep naming them): the
    // schedules and each phase's delivery record stay valid as they are, so there is no second
    // `schedule-exchange` (its reuse check re-verified every word of every phase: the
    // slowest part of the compile).
    stage("place-storage", Level::Exchange, Level::Exchange),
    stage("lower-to-tile-asm", Level::Exchange, Level::TileAsm),
    stage("size-tile-code", Level::TileAsm, Level::TileAsm),
    stage("build-package", Level::TileAsm, Level::Package),
];

impl Stage {
    /// The pass name without options.
    pub fn name(&self) -> &'static str {
        self.pass.split('{').next().unwrap_or(self.pass)
    }

    /// The seeds' spelling of the phase (`lower_to_tile_asm`).
    pub fn phase(&self) -> String {
        self.name().replace('-', "_")
    }
}

/// The stages that take an input at `from` to `to` (inclusive of every stage that leaves
/// `to`): from the first stage reading `from`'s level (after a level's own passes, the
/// input is taken to be at the start of its level) to the last leaving `to`.
pub fn stages(from: Level, to: Level) -> Vec<Stage> {
    let Some(first) = PIPELINE.iter().position(|s| s.reads == from) else {
        return Vec::new();
    };
    let last = PIPELINE.iter().rposition(|s| s.leaves == to);
    match last {
        Some(last) if last >= first => PIPELINE[first..=last].to_vec(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(from: Level, to: Level, expect: &str) {
        let got: Vec<&str> = stages(from, to).iter().map(|s| s.name()).collect();
        assert_eq!(got.join(","), expect);
    }

    #[test]
    fn pipelines_start_at_the_input_and_stop_at_the_emit_level() {
        check(
            Level::Exchange,
            Level::Package,
            "schedule-exchange,place-storage,lower-to-tile-asm,size-tile-code,build-package",
        );
        check(
            Level::Exchange,
            Level::Exchange,
            "schedule-exchange,place-storage",
        );
        check(
            Level::Stablehlo,
            Level::Graph,
            "import-stablehlo,fuse-operators",
        );
        check(
            Level::Graph,
            Level::Tiled,
            "fuse-operators,plan-operators,lower-to-tiled",
        );
        check(
            Level::TileAsm,
            Level::Package,
            "size-tile-code,build-package",
        );
        check(Level::TileAsm, Level::Exchange, "");
    }

    #[test]
    fn the_level_of_a_module_is_its_furthest_dialect() {
        let mut ctx = Context::new();
        ipu_passes::import_stablehlo::register_dialects(&mut ctx);
        let level = |text: &str| {
            let m = Module::parse(&ctx, "in.mlir", text.as_bytes()).expect("parses");
            Level::of(&ctx, &m)
        };
        assert_eq!(level("func.func @f() {\n  return\n}\n"), Level::Graph);
        assert_eq!(
            level("exchange.program @p {\n  exchange.sync\n}\n"),
            Level::Exchange
        );
        assert_eq!(
            level(
                "func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = stablehlo.add %a, %a : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n"
            ),
            Level::Stablehlo
        );
    }
}
