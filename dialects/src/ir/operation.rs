//! Operation storage and [`OperationState`], the recipe for creating an operation.

use smallvec::SmallVec;

use crate::ir::attributes::{Attribute, NamedAttr};
use crate::ir::context::{Context, OpName};
use crate::ir::entity::{BlockId, OpId, RegionId, ValueId};
use crate::ir::location::Location;
use crate::ir::types::Type;

/// A use of a value: operand `index` of operation `op` (or successor `index`
/// for block uses).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Use {
    /// The using operation.
    pub op: OpId,
    /// The operand (or successor) index.
    pub index: u32,
}

/// One operand slot: the value and the links of the value's use list.
#[derive(Clone, Debug)]
pub(crate) struct Operand {
    pub(crate) value: ValueId,
    pub(crate) prev: Option<Use>,
    pub(crate) next: Option<Use>,
}

/// One successor slot: the block and the links of the block's predecessor list.
#[derive(Clone, Debug)]
pub(crate) struct BlockOperand {
    pub(crate) block: BlockId,
    pub(crate) prev: Option<Use>,
    pub(crate) next: Option<Use>,
}

/// An operation's data in the arena (96 bytes). Read it through [`Ir`](crate::Ir)
/// accessors.
#[derive(Clone, Debug)]
pub struct OpData {
    pub(crate) name: OpName,
    pub(crate) loc: Location,
    /// The discardable attribute dictionary (`{...}`).
    pub(crate) attrs: Attribute,
    /// The properties (`<{...}>`); [`NO_PROPS`] for none.
    pub(crate) props: Attribute,
    pub(crate) operands: SmallVec<[Operand; 2]>,
    /// The results: `len` values of the arena's result pool from `start` (the values
    /// of one op are created together and never change; erasure empties the range).
    pub(crate) results: ResultRange,
    /// Successors and regions, which most operations have none of.
    pub(crate) extra: Option<Box<OpExtra>>,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
    pub(crate) alive: bool,
}

/// `OpData::props` when the op has no properties (never an interned attribute's index).
pub(crate) const NO_PROPS: Attribute = Attribute(u32::MAX);

/// Where an op's results are in the arena's result pool.
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct ResultRange {
    pub(crate) start: u32,
    pub(crate) len: u32,
}

/// The successors and regions of an operation that has any.
#[derive(Clone, Debug, Default)]
pub(crate) struct OpExtra {
    pub(crate) successors: Box<[BlockOperand]>,
    pub(crate) regions: Box<[RegionId]>,
}

impl OpData {
    /// The properties, if any.
    #[inline]
    pub(crate) fn props(&self) -> Option<Attribute> {
        (self.props != NO_PROPS).then_some(self.props)
    }

    /// Sets the properties.
    #[inline]
    pub(crate) fn set_props(&mut self, props: Option<Attribute>) {
        self.props = props.unwrap_or(NO_PROPS);
    }

    /// The successor slots.
    #[inline]
    pub(crate) fn successors(&self) -> &[BlockOperand] {
        self.extra.as_deref().map_or(&[], |e| &e.successors)
    }

    /// The successor slots, mutably.
    #[inline]
    pub(crate) fn successors_mut(&mut self) -> &mut [BlockOperand] {
        match self.extra.as_deref_mut() {
            Some(e) => &mut e.successors,
            None => &mut [],
        }
    }

    /// The regions.
    #[inline]
    pub(crate) fn regions(&self) -> &[RegionId] {
        self.extra.as_deref().map_or(&[], |e| &e.regions)
    }

    /// The extra part, created if absent.
    pub(crate) fn extra_mut(&mut self) -> &mut OpExtra {
        self.extra.get_or_insert_with(Default::default)
    }
}

/// Everything needed to create an operation with [`Ir::create_op`](crate::Ir::create_op).
///
/// Regions are created beforehand (detached, with [`Ir::create_region`](crate::Ir::create_region))
/// and handed over; the operation becomes their parent.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The operation name.
    pub name: OpName,
    /// Where it comes from.
    pub loc: Location,
    /// Operand values.
    pub operands: SmallVec<[ValueId; 4]>,
    /// One type per result.
    pub result_types: SmallVec<[Type; 2]>,
    /// Discardable attributes, any order (sorted into a dictionary on creation;
    /// the last of repeated names wins).
    pub attributes: Vec<NamedAttr>,
    /// Properties (inherent attributes), printed `<{...}>`; `None` for none.
    pub properties: Option<Attribute>,
    /// Detached regions to attach, in order.
    pub regions: SmallVec<[RegionId; 1]>,
    /// Successor blocks, in order.
    pub successors: SmallVec<[BlockId; 2]>,
}

impl OperationState {
    /// An empty state for an operation named `name` at `loc`.
    pub fn new(name: OpName, loc: Location) -> OperationState {
        OperationState {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            attributes: Vec::new(),
            properties: None,
            regions: SmallVec::new(),
            successors: SmallVec::new(),
        }
    }

    /// An empty state for `name` (interned in `ctx`) at `loc`.
    pub fn named(ctx: &Context, name: &str, loc: Location) -> OperationState {
        OperationState::new(ctx.op_name(name), loc)
    }

    /// Adds operands.
    pub fn with_operands(mut self, values: &[ValueId]) -> Self {
        self.operands.extend_from_slice(values);
        self
    }

    /// Adds result types.
    pub fn with_results(mut self, types: &[Type]) -> Self {
        self.result_types.extend_from_slice(types);
        self
    }

    /// Adds a discardable attribute.
    pub fn with_attr(mut self, ctx: &Context, name: &str, value: Attribute) -> Self {
        self.attributes.push(NamedAttr {
            name: ctx.ident(name),
            value,
        });
        self
    }

    /// Adds a discardable attribute.
    pub fn add_attr(&mut self, ctx: &Context, name: &str, value: Attribute) {
        self.attributes.push(NamedAttr {
            name: ctx.ident(name),
            value,
        });
    }

    /// Sets a property (an inherent attribute, printed in `<{...}>`).
    pub fn set_property(&mut self, ctx: &Context, name: &str, value: Attribute) {
        let dict = self.properties.unwrap_or_else(|| ctx.empty_dict());
        self.properties = Some(ctx.dict_set(dict, ctx.ident(name), value));
    }

    /// Adds a property; see [`OperationState::set_property`].
    pub fn with_property(mut self, ctx: &Context, name: &str, value: Attribute) -> Self {
        self.set_property(ctx, name, value);
        self
    }

    /// Adds detached regions.
    pub fn with_regions(mut self, regions: &[RegionId]) -> Self {
        self.regions.extend_from_slice(regions);
        self
    }

    /// Adds successors.
    pub fn with_successors(mut self, blocks: &[BlockId]) -> Self {
        self.successors.extend_from_slice(blocks);
        self
    }
}
