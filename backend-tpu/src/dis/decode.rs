//! Decodes the command buffers of a bmodel into commands.

use crate::bmodel::{BModel, BModelError, Binary, CmdGroup};
use crate::regdef::{Chip, ChipSpec, Engine, FieldValues, OpDef};

/// One decoded command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodedCommand {
    /// Index of its command group, counted over the whole file.
    pub group: usize,
    /// Its engine.
    pub engine: Engine,
    /// Its field values (the layout is in there).
    pub values: FieldValues,
    /// Its op, if the chip's op table knows the subtype.
    pub op: Option<&'static OpDef>,
    /// File offset of its first byte.
    pub offset: u64,
}

/// Where a command group sits in the model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupRef<'a> {
    /// Index counted over the whole file.
    pub index: usize,
    /// Net index.
    pub net: usize,
    /// Stage (NetParameter) index.
    pub stage: usize,
    /// Subnet index, or `None` for the stage's own `cmd_group` list.
    pub subnet: Option<usize>,
    /// Core index within the subnet's `core_commands`, if it came from there.
    pub core: Option<usize>,
    /// The group.
    pub group: &'a CmdGroup,
}

/// The chip a model was built for.
pub fn chip_of(model: &BModel) -> Result<Chip, BModelError> {
    Chip::from_name(&model.model.chip)
        .ok_or_else(|| BModelError::Io(format!("unsupported chip `{}`", model.model.chip)))
}

/// Every command group of the model, in file order: per net and stage, each subnet's groups
/// (and its per-core groups); a stage without subnet groups lists its own `cmd_group`.
pub fn command_groups(model: &BModel) -> Vec<GroupRef<'_>> {
    let mut out = Vec::new();
    for (n, net) in model.model.nets.iter().enumerate() {
        for (s, param) in net.parameters.iter().enumerate() {
            let before = out.len();
            for (k, sub) in param.sub_nets.iter().enumerate() {
                for g in &sub.cmd_groups {
                    out.push((n, s, Some(k), None, g));
                }
                for (c, core) in sub.core_commands.iter().enumerate() {
                    for g in &core.gdma_tiu_commands {
                        out.push((n, s, Some(k), Some(c), g));
                    }
                }
            }
            if out.len() == before {
                out.extend(param.cmd_groups.iter().map(|g| (n, s, None, None, g)));
            }
        }
    }
    out.into_iter()
        .enumerate()
        .map(|(index, (net, stage, subnet, core, group))| GroupRef {
            index,
            net,
            stage,
            subnet,
            core,
            group,
        })
        .collect()
}

/// Decodes every command of the model: per group, all TIU commands then all GDMA commands.
pub fn disassemble(model: &BModel) -> Result<Vec<DecodedCommand>, BModelError> {
    let spec = chip_of(model)?.spec();
    let mut out = Vec::new();
    for g in command_groups(model) {
        decode_buffer(
            spec,
            model,
            g.index,
            Engine::Tiu,
            g.group.binary_bdc,
            g.group.bdc_num,
            &mut out,
        )?;
        decode_buffer(
            spec,
            model,
            g.index,
            Engine::Gdma,
            g.group.binary_gdma,
            g.group.gdma_num,
            &mut out,
        )?;
    }
    Ok(out)
}

fn decode_buffer(
    spec: &ChipSpec,
    model: &BModel,
    group: usize,
    engine: Engine,
    binary: Option<Binary>,
    count: u32,
    out: &mut Vec<DecodedCommand>,
) -> Result<(), BModelError> {
    if count == 0 {
        return Ok(());
    }
    let what = format!("group {group} {engine} buffer");
    let binary = binary.ok_or_else(|| BModelError::Io(format!("{what}: {count} commands but no buffer")))?;
    let bytes = model.slice(&binary, &what)?;
    let base = model.binary_offset + binary.start;
    let mut pos = 0usize;
    for k in 0..count {
        let offset = base + pos as u64;
        let rest = bytes.get(pos..).unwrap_or(&[]);
        let cmd = spec
            .identify(engine, rest)
            .map_err(|e| BModelError::at(offset, format!("{what}, command {k}: {e}")))?;
        pos += cmd.values.layout().bytes();
        out.push(DecodedCommand {
            group,
            engine,
            values: cmd.values,
            op: cmd.op,
            offset,
        });
    }
    Ok(())
}
