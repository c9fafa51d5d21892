//! `define_op!`: one declarative macro per operation gives its [`OpDef`](crate::OpDef)
//! (with the documentation page's sections assembled from structured lists, so the
//! generated README cannot drift from the definition) and its typed view.
//!
//! ```text
//! define_op! {
//!     /// Doc comment of the view type.
//!     MatmulOp, MATMUL, "graph.matmul",
//!     summary: "One line",
//!     description: "Markdown: semantics, shapes, units, sources.",
//!     traits: [PURE, ZERO_REGIONS],
//!     operands: [lhs(0): "`[B..., M, K]` tensor", rhs(1): "...", rest: "variadic, no accessor"],
//!     results: [result(0): "..."],
//!     attributes: [epilogue: "array of strings, optional"],
//!     rules: ["lhs has rank >= 2", "..."],
//!     hooks: {verify: verify_matmul, parse: parse_x, print: print_x, fold: fold_x},
//!     example: "%y = graph.matmul ...",
//! }
//! ```
//!
//! An operand or result with an index `(N)` gets an accessor `view.name(ir) -> ValueId`;
//! one without (a variadic group) is documented only. Typed attribute accessors are
//! written by hand next to the view.

/// Renders one documentation section (`**Title:**` and a bullet list, or `none.`).
macro_rules! doc_section {
    ($title:literal, []) => {
        concat!("\n\n**", $title, ":** none.")
    };
    ($title:literal, [$(($name:ident, $doc:literal)),+]) => {
        concat!("\n\n**", $title, ":**\n", $("\n- `", stringify!($name), "`: ", $doc,)+)
    };
}

/// Renders the verifier rules section.
macro_rules! doc_rules {
    ([]) => {
        "\n\n**Verifier rules:** none beyond the traits."
    };
    ([$($rule:literal),+]) => {
        concat!("\n\n**Verifier rules:**\n", $("\n- ", $rule,)+)
    };
}

/// See the module documentation.
macro_rules! define_op {
    (
        $(#[$meta:meta])*
        $view:ident, $def:ident, $name:literal,
        summary: $summary:literal,
        description: $description:literal,
        traits: [$($trait:ident),* $(,)?],
        operands: [$($opnd:ident $(($oidx:literal))? : $odoc:literal),* $(,)?],
        results: [$($res:ident $(($ridx:literal))? : $rdoc:literal),* $(,)?],
        attributes: [$($attr:ident : $adoc:literal),* $(,)?],
        rules: [$($rule:literal),* $(,)?],
        hooks: {$($hook:ident : $hookfn:expr),* $(,)?},
        example: $example:literal $(,)?
    ) => {
        #[doc = concat!("The definition of `", $name, "`: ", $summary, ".")]
        pub static $def: $crate::OpDef = $crate::OpDef {
            name: $name,
            summary: $summary,
            description: concat!(
                $description,
                doc_section!("Operands", [$(($opnd, $odoc)),*]),
                doc_section!("Results", [$(($res, $rdoc)),*]),
                doc_section!("Attributes", [$(($attr, $adoc)),*]),
                doc_rules!([$($rule),*]),
            ),
            traits: $crate::Traits::NONE$(.or($crate::Traits::$trait))*,
            $($hook: Some($hookfn),)*
            example: $example,
            ..$crate::OpDef::DEFAULT
        };

        $crate::op_view!($(#[$meta])* pub $view, $name);

        #[allow(dead_code)]
        impl $view {
            /// The names of the attributes this op defines (documentation order).
            pub const ATTRIBUTES: &'static [&'static str] = &[$(stringify!($attr)),*];

            $($(
                #[doc = concat!("Operand `", stringify!($opnd), "` (#", stringify!($oidx), "): ", $odoc)]
                pub fn $opnd(self, ir: &$crate::Ir) -> $crate::ValueId {
                    ir.operand(self.0, $oidx)
                }
            )?)*

            $($(
                #[doc = concat!("Result `", stringify!($res), "` (#", stringify!($ridx), "): ", $rdoc)]
                pub fn $res(self, ir: &$crate::Ir) -> $crate::ValueId {
                    ir.result(self.0, $ridx)
                }
            )?)*
        }
    };
}

pub(crate) use {define_op, doc_rules, doc_section};
