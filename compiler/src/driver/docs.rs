//! `--dialect-docs=NAME`: a dialect's documentation page, generated from its
//! `OpDef`s by [`ipu_dialects::dialect_docs_by_name`] (the same text as
//! `dialects/<name>/README.md`).

use ipu_dialects::Context;

/// The page of the registered dialect `name`.
///
/// # Errors
/// A message listing the registered dialects and close names when `name` is unknown
/// (user input).
pub fn dialect_docs(ctx: &Context, name: &str) -> Result<String, String> {
    ipu_dialects::dialect_docs_by_name(ctx, name).ok_or_else(|| {
        let names: Vec<&str> = ctx.dialects().iter().map(|d| d.name).collect();
        format!(
            "no dialect named '{name}'{} (registered: {})",
            ipu_passes::suggestion(name, &names),
            names.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_come_from_the_op_definitions() {
        let ctx = crate::driver::make_context(false);
        let page = dialect_docs(&ctx, "test").unwrap_or_default();
        assert!(page.contains("test.add"), "{page}");
        assert!(page.contains("Integer addition (wrapping)"), "{page}");
        let err = dialect_docs(&ctx, "grahp").expect_err("no such dialect");
        assert!(
            err.starts_with("no dialect named 'grahp'; did you mean 'graph'? (registered: builtin, func, graph, exchange"),
            "{err}"
        );
        assert!(err.ends_with(", test)"), "{err}");
    }
}
