"""numpy reference of the TOSA example models (examples/cnn*_tosa.mlir).

Usage: python tosa_reference.py MODEL.mlir INPUT.npz OUTPUT.npz

Interprets the model's function line by line: `tosa.const` (dense f32/i8, splat or
nested literal) and the ops conv2d, depthwise_conv2d, clamp, max_pool2d, avg_pool2d
(padding excluded from the count), sigmoid, add, sub, mul, concat, transpose, reshape
and matmul, as the TOSA specification defines them (NHWC, OHWI and [KH,KW,C,M]
filters, pads [top, bottom, left, right]). Reads the single array of INPUT.npz and
writes the returned value.
"""
import re
import sys

import numpy as np


def ints(attrs, name):
    m = re.search(name + r" = array<i\d+: ([-\d, ]+)>", attrs)
    return [int(v) for v in m.group(1).split(",")]


def num(attrs, name):
    return float(re.search(name + r" = ([-+\w.]+) :", attrs).group(1))


def pad_nhwc(x, pad, value=0.0):
    t, b, l, r = pad
    return np.pad(x, ((0, 0), (t, b), (l, r), (0, 0)), constant_values=value)


def conv(x, w, bias, attrs, depthwise):
    pad, stride, dil = ints(attrs, "pad"), ints(attrs, "stride"), ints(attrs, "dilation")
    if depthwise:  # [KH, KW, C, M] -> per input channel c, outputs c*M + m
        kh, kw, c, m = w.shape
        w = w.reshape(kh, kw, c * m)
    else:
        kh, kw = w.shape[1], w.shape[2]
    x = pad_nhwc(x, pad)
    n, h, wd, c = x.shape
    oh = (h - (kh - 1) * dil[0] - 1) // stride[0] + 1
    ow = (wd - (kw - 1) * dil[1] - 1) // stride[1] + 1
    out = None
    for i in range(kh):
        for j in range(kw):
            patch = x[:, i * dil[0]: i * dil[0] + (oh - 1) * stride[0] + 1: stride[0],
                      j * dil[1]: j * dil[1] + (ow - 1) * stride[1] + 1: stride[1], :]
            if depthwise:
                m = w.shape[2] // c
                term = np.repeat(patch, m, axis=3) * w[i, j]
            else:
                term = np.einsum("nhwc,oc->nhwo", patch, w[:, i, j, :])
            out = term if out is None else out + term
    return out + bias


def pool(x, attrs, kind):
    k, stride, pad = ints(attrs, "kernel"), ints(attrs, "stride"), ints(attrs, "pad")
    if kind == "max":
        xp = pad_nhwc(x, pad, -np.inf)
    else:
        xp = pad_nhwc(x, pad)
        ones = pad_nhwc(np.ones_like(x), pad)
    n, h, w, c = xp.shape
    oh, ow = (h - k[0]) // stride[0] + 1, (w - k[1]) // stride[1] + 1
    out = np.zeros((n, oh, ow, c), x.dtype)
    for i in range(oh):
        for j in range(ow):
            win = (slice(None), slice(i * stride[0], i * stride[0] + k[0]),
                   slice(j * stride[1], j * stride[1] + k[1]), slice(None))
            if kind == "max":
                out[:, i, j, :] = xp[win].max(axis=(1, 2))
            else:
                out[:, i, j, :] = xp[win].sum(axis=(1, 2)) / ones[win].sum(axis=(1, 2))
    return out


def run(text, x):
    env = {}
    arg = re.search(r"func\.func @\w+\(%(\w+)", text).group(1)
    env[arg] = x
    const = re.compile(r'%(\w+) = "tosa\.const"\(\) <\{values = dense<(.*)> : tensor<([\dx]+)x(\w+)>\}>')
    op = re.compile(r"%(\w+) = tosa\.(\w+) ([%\w, ]+?)(?: (\{.*\}))? : \(")
    for line in text.splitlines():
        line = line.strip()
        if m := const.match(line):
            name, lit, shape, elem = m.groups()
            shape = [int(d) for d in shape.split("x")]
            dtype = np.float32 if elem == "f32" else np.int64
            values = np.array(eval(lit), dtype=dtype)
            env[name] = np.broadcast_to(values, shape) if values.ndim == 0 else values.reshape(shape)
        elif m := op.match(line):
            name, kind, operands, attrs = m.groups()
            a = [env.get(o.strip().lstrip("%")) for o in operands.split(",")]
            result = re.search(r"-> tensor<([\dx]+)x\w+>", line).group(1)
            result = [int(d) for d in result.split("x")]
            attrs = attrs or ""
            if kind in ("conv2d", "depthwise_conv2d"):
                r = conv(a[0], a[1], a[2], attrs, kind == "depthwise_conv2d")
            elif kind == "clamp":
                r = np.clip(a[0], num(attrs, "min_val"), num(attrs, "max_val"))
            elif kind == "max_pool2d":
                r = pool(a[0], attrs, "max")
            elif kind == "avg_pool2d":
                r = pool(a[0], attrs, "avg")
            elif kind == "sigmoid":
                r = 1.0 / (1.0 + np.exp(-a[0]))
            elif kind == "add":
                r = a[0] + a[1]
            elif kind == "sub":
                r = a[0] - a[1]
            elif kind == "mul":
                r = a[0] * a[1]
            elif kind == "concat":
                r = np.concatenate(a, axis=int(re.search(r"axis = (\d+)", attrs).group(1)))
            elif kind == "reshape":
                r = a[0].reshape(result)
            elif kind == "matmul":
                r = np.matmul(a[0], a[1])
            elif kind == "transpose":
                r = np.transpose(a[0], ints(attrs, "perms"))
            else:
                raise SystemExit(f"no reference for tosa.{kind}")
            env[name] = r.astype(np.float32)
        elif m := re.match(r"return %(\w+)", line):
            return env[m.group(1)]
    raise SystemExit("no return")


def main():
    model, inp, out = sys.argv[1:4]
    data = np.load(inp)
    x = data[data.files[0]].astype(np.float32)
    y = run(open(model).read(), x)
    np.savez(out, output=y)


if __name__ == "__main__":
    main()
