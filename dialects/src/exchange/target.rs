//! Target descriptions for the verifiers, resolved once per name and process.
//!
//! Verifying a phase of 450,000 transfers must not parse a TOML file per transfer:
//! [`resolve`] keeps every target it has resolved (built-in names and paths alike)
//! for the life of the process.

use std::sync::{Arc, Mutex, OnceLock};

use ipu_device::{DEFAULT_TARGET, Error as DeviceError, Target};

use crate::ir::arena::Ir;
use crate::ir::context::Context;
use crate::ir::entity::OpId;

type Cache = Mutex<Vec<(String, Result<Arc<Target>, String>)>>;

static CACHE: OnceLock<Cache> = OnceLock::new();

/// The target named `name`: the one registered in `ctx` under that name
/// ([`Context::register_target`]: the tool's `--target`, whatever file it came from), else
/// a built-in name or a path; or a one-line reason.
pub(crate) fn resolve(ctx: &Context, name: &str) -> Result<Arc<Target>, String> {
    if let Some(t) = ctx.registered_target(name) {
        return Ok(Arc::clone(t));
    }
    let cache = CACHE.get_or_init(Default::default);
    // A poisoned lock only means another thread panicked while inserting; the
    // entries present are complete, so keep using them.
    let mut entries = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, r)) = entries.iter().find(|(n, _)| n == name) {
        return r.clone();
    }
    let r = Target::resolve(name)
        .map(Arc::new)
        .map_err(|e| device_message(&e));
    entries.push((name.to_string(), r.clone()));
    r
}

/// A device error as a diagnostic message (without the `error: ` prefix).
pub(crate) fn device_message(e: &DeviceError) -> String {
    match e {
        DeviceError::UnknownTarget { name, known, .. } => {
            format!("unknown target '{name}' (built-in targets: {known})")
        }
        DeviceError::Shape { message, .. } => message.clone(),
        other => {
            let text = other.to_string();
            text.strip_prefix("error: ").unwrap_or(&text).to_string()
        }
    }
}

/// The target name governing `op`: its own `target` attribute when `own` is set and
/// present, else the nearest enclosing op's `target` (an `exchange.program` or
/// `exchange.phase`), else the default target.
pub(crate) fn target_name_of(ctx: &Context, ir: &Ir, op: OpId, own: bool) -> String {
    let mut cur = if own { Some(op) } else { ir.parent_op(op) };
    while let Some(o) = cur {
        if let Some(a) = ir.attr(ctx, o, "target")
            && let Some(s) = ctx.str_value(a)
        {
            return s.into_owned();
        }
        cur = ir.parent_op(o);
    }
    DEFAULT_TARGET.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_targets_resolve_once_and_unknown_ones_explain() {
        let mut ctx = Context::new();
        let a = resolve(&ctx, "ipu21").unwrap_or_else(|e| panic!("{e}"));
        let b = resolve(&ctx, "ipu21").unwrap_or_else(|e| panic!("{e}"));
        assert!(Arc::ptr_eq(&a, &b));
        assert_eq!(a.tiles, 1472);
        let e = resolve(&ctx, "ipu99").err().unwrap_or_default();
        assert!(
            e.starts_with("unknown target 'ipu99' (built-in targets: ipu21"),
            "{e}"
        );
        // A target registered in the context wins over the built-in of its name.
        let mut custom = (*a).clone();
        custom.sync_cycles = 1234;
        ctx.register_target(Arc::new(custom));
        assert_eq!(resolve(&ctx, "ipu21").map(|t| t.sync_cycles), Ok(1234));
        assert_eq!(
            resolve(&Context::new(), "ipu21").map(|t| t.sync_cycles),
            Ok(90)
        );
    }
}
