//! `--dialect-docs=NAME`: a dialect's documentation page, generated from its `OpDef`s.

use std::fmt::Write;

use ipu_dialects::{Context, Dialect};

/// The Markdown page of `dialect`: its summary, then per op (sorted by name) the
/// summary, description, traits, inherent attributes and example.
pub fn dialect_page(dialect: &Dialect) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# '{}' Dialect\n\n{}\n\n## Operations",
        dialect.name, dialect.summary
    );
    let mut ops: Vec<_> = dialect.ops.iter().collect();
    ops.sort_by_key(|o| o.name);
    for op in ops {
        let _ = writeln!(s, "\n### `{}`\n\n_{}_\n", op.name, op.summary);
        if !op.description.is_empty() {
            let _ = writeln!(s, "{}\n", op.description);
        }
        let traits = op.traits.names();
        if !traits.is_empty() {
            let _ = writeln!(s, "Traits: {}\n", traits.join(", "));
        }
        if !op.inherent_attrs.is_empty() {
            let names: Vec<String> = op.inherent_attrs.iter().map(|a| format!("`{a}`")).collect();
            let _ = writeln!(s, "Inherent attributes: {}\n", names.join(", "));
        }
        if !op.example.is_empty() {
            let _ = writeln!(s, "Example:\n\n```mlir\n{}\n```", op.example);
        }
    }
    s
}

/// The page of the registered dialect `name`.
///
/// # Errors
/// A message listing the registered dialects and close names when `name` is unknown.
pub fn dialect_docs(ctx: &Context, name: &str) -> Result<String, String> {
    match ctx.dialect(name) {
        Some(d) => Ok(dialect_page(d)),
        None => {
            let names: Vec<&str> = ctx.dialects().iter().map(|d| d.name).collect();
            Err(format!(
                "no dialect named '{name}'{} (registered: {})",
                ipu_passes::suggestion(name, &names),
                names.join(", ")
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_list_ops_with_traits_and_examples() {
        let page = dialect_page(&ipu_passes::TEST_DIALECT);
        assert!(
            page.starts_with("# 'test' Dialect\n\nOperations for testing"),
            "{page}"
        );
        assert!(
            page.contains("### `test.add`\n\n_Integer addition (wrapping)_\n\nFolds constants and `x + 0`.\n\n\
                           Traits: Pure, Commutative, SameOperandsAndResultType, ZeroRegions, ZeroSuccessors\n"),
            "{page}"
        );
        assert!(page.contains("Inherent attributes: `value`"), "{page}");
        let mut ctx = Context::new();
        ctx.register_dialect(&ipu_passes::TEST_DIALECT);
        assert_eq!(
            dialect_docs(&ctx, "tset"),
            Err(
                "no dialect named 'tset'; did you mean 'test'? (registered: builtin, func, test)"
                    .to_string()
            )
        );
    }
}
