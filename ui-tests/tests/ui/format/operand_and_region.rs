//! Ops with an operand `x` and a region `r`,
//! each with its own format mistake (its `.ods` twin: the same ops, in order).
#![allow(dead_code)]

ui_tests::ops_with_formats! {
    {
        #[operand]
        x: AnyType,
        #[region]
        r: AnyRegion,
    }
    AttrDictThenRegionOp: "$x type($x) attr-dict $r",
    RegionBoundTwiceOp: "$x $r $r type($x) attr-dict-with-keyword",
    RegionInTypeOp: "$x type($r) attr-dict",
    RegionNotFoundOp: "$x type($x) attr-dict",
    RegionsInTypeOp: "$x type(regions) attr-dict",
    RegionsOverlapOp: "$x $r regions type($x) attr-dict-with-keyword",
}

fn main() {}
