//! The local layout search on the 64-tile QK workload (the seeds' `002`): it never makes the
//! plan worse, saves its state atomically, resumes from it without retrying moves, and
//! ignores (with a warning) a state file that belongs to another program or is not a state.

use ipu_device::Target;
use ipu_passes::plan::planner::{self, ExchangeScheduler, PlannerOptions};
use ipu_passes::plan::program::Program;
use ipu_passes::plan::search::{self, SearchState};

fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("ipu-plan-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn options(attempts: usize, state: &std::path::Path) -> PlannerOptions {
    PlannerOptions {
        tiles: 64,
        search_attempts: attempts,
        search_state: Some(state.display().to_string()),
        ..PlannerOptions::default()
    }
}

#[test]
fn search_improves_saves_and_resumes() {
    let target = Target::resolve("ipu21").unwrap();
    let program = Program::attention_scores(729, 72, true);
    let scheduler = ExchangeScheduler::default();
    let dir = temp_dir("search");
    let state_path = dir.join("qk-search-state.json");

    let plain = planner::plan_program(
        &target,
        &program,
        &PlannerOptions {
            tiles: 64,
            ..PlannerOptions::default()
        },
        &scheduler,
    )
    .unwrap();
    let first =
        planner::plan_program(&target, &program, &options(4, &state_path), &scheduler).unwrap();
    assert!(first.selected.cycles() <= plain.selected.cycles());
    let saved: SearchState =
        serde_json::from_str(&std::fs::read_to_string(&state_path).unwrap()).unwrap();
    assert_eq!(saved.cycles, first.selected.cycles());
    assert_eq!(saved.choices, first.selected.choices);
    assert!(
        saved.attempts >= 1 && saved.attempts <= 4,
        "{}",
        saved.attempts
    );
    for step in &saved.accepted {
        assert!(step.after < step.before, "{step:?}");
    }
    // No temporary file is left behind.
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp."))
        .collect();
    assert!(leftovers.is_empty());

    // Resume: the incumbent re-plans to the saved cycles, attempts accumulate.
    let second =
        planner::plan_program(&target, &program, &options(3, &state_path), &scheduler).unwrap();
    assert!(second.selected.cycles() <= first.selected.cycles());
    let resumed: SearchState =
        serde_json::from_str(&std::fs::read_to_string(&state_path).unwrap()).unwrap();
    assert!(
        resumed.attempts > saved.attempts
            || resumed.tried.len() + resumed.accepted.len() >= saved.tried.len()
    );
    assert!(resumed.attempts <= saved.attempts + 3);
    assert_eq!(resumed.cycles, second.selected.cycles());

    // A state for another program is ignored with a warning naming the file, and the
    // search starts afresh (its state then overwrites the file).
    let other = Program::attention_scores(729, 64, true);
    let sel = planner::plan_program(&target, &other, &options(1, &state_path), &scheduler).unwrap();
    assert_eq!(sel.warnings.len(), 1, "{:?}", sel.warnings);
    let w = &sel.warnings[0];
    assert!(
        w.starts_with(&format!(
            "ignoring the search state '{}'",
            state_path.display()
        )),
        "{w}"
    );
    assert!(w.contains("another program"), "{w}");
    let fresh: SearchState =
        serde_json::from_str(&std::fs::read_to_string(&state_path).unwrap()).unwrap();
    assert_eq!(fresh.attempts, 1);
    assert_eq!(fresh.workload, other.name);

    // Garbage and a truncated state are ignored the same way.
    for text in [
        "{ not json",
        &std::fs::read_to_string(&state_path).unwrap()[..40],
    ] {
        std::fs::write(&state_path, text).unwrap();
        let sel =
            planner::plan_program(&target, &program, &options(0, &state_path), &scheduler).unwrap();
        assert_eq!(sel.warnings.len(), 1, "{:?}", sel.warnings);
        assert!(
            sel.warnings[0].contains("not a search state"),
            "{:?}",
            sel.warnings
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn neighbours_are_deterministic_and_change_one_operation() {
    let target = Target::resolve("ipu21").unwrap();
    let program = Program::siglip_mlp();
    let opts = PlannerOptions {
        // A beam of one cannot back out of an `fc1` plan whose memory (with the inputs
        // the host writes into every replica) leaves `fc2` none.
        beam: 3,
        candidates: 6,
        finalists: 1,
        ..PlannerOptions::default()
    };
    let sel =
        planner::plan_program(&target, &program, &opts, &planner::LowerBoundEstimate).unwrap();
    let a = search::neighbours(&target, &program, &sel.selected.choices, 1472);
    let b = search::neighbours(&target, &program, &sel.selected.choices, 1472);
    let key = |v: &[search::Move]| -> Vec<(String, Vec<ipu_passes::plan::ops::OpPlan>)> {
        v.iter()
            .map(|m| (m.what.clone(), m.choices.clone()))
            .collect()
    };
    assert_eq!(key(&a), key(&b));
    assert!(a.len() >= 12, "{}", a.len());
    for search::Move {
        what, choices, op, ..
    } in &a
    {
        assert_ne!(choices[*op], sel.selected.choices[*op], "{what}");
        let changed = choices
            .iter()
            .zip(&sel.selected.choices)
            .filter(|(x, y)| x != y)
            .count();
        assert_eq!(changed, 1, "{what}");
    }
}
