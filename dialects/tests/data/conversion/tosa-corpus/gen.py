#!/usr/bin/env python3
"""Writes the TOSA corpus: one function per NAME.mlir, with NAME.npz holding
its inputs (arg0, arg1, ...) and a numpy reference for its results
(result0, ...).

Run with any python that has numpy (the tests use the TPU oracle's venv):
    ~/.cache/rods/tpu-oracle/venv/bin/python gen.py
then ./regen.sh for mlir-opt-22's outputs of the three pipelines.

Inputs are multiples of 1/16 in [-2, 2] so that sums of products are exact
in f32; the reference is computed in float64 (or int64) and stored in the
result's element type.
"""
import os
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def ty(shape, elem):
    return "tensor<" + "".join(f"{d}x" for d in shape) + elem + ">"


def dense(a):
    """The text of a dense<...> literal for array `a`."""
    def lit(v):
        if a.dtype.kind == "f":
            return repr(float(v))
        if a.dtype.kind == "b":
            return "true" if v else "false"
        return str(int(v))

    def rec(x):
        if x.ndim == 0:
            return lit(x)
        return "[" + ", ".join(rec(y) for y in x) + "]"
    return "dense<" + rec(a) + ">"


ELEM = {np.float32: "f32", np.int32: "i32", np.int8: "i8"}


def elem_of(a):
    return ELEM[a.dtype.type]


class Func:
    """A function under construction: arguments, body lines, results."""

    def __init__(self, name):
        self.name = name
        self.args = []  # (value name, array)
        self.lines = []
        self.n = 0

    def arg(self, a):
        v = f"%arg{len(self.args)}"
        self.args.append((v, a))
        return v, a.shape, elem_of(a)

    def fresh(self):
        self.n += 1
        return f"%{self.n - 1}"

    def op(self, text_fn, result_type):
        v = self.fresh()
        self.lines.append(f"  {v} = {text_fn} -> {result_type}")
        return v

    def const(self, a):
        v = self.fresh()
        t = ty(a.shape, elem_of(a))
        self.lines.append(f'  {v} = "tosa.const"() <{{values = {dense(a)} : {t}}}> : () -> {t}')
        return v

    def const_shape(self, values):
        v = self.fresh()
        n = len(values)
        lit = "dense<[" + ", ".join(str(x) for x in values) + f"]> : tensor<{n}xindex>"
        self.lines.append(f"  {v} = tosa.const_shape {{values = {lit}}} : () -> !tosa.shape<{n}>")
        return v

    def text(self, results):
        """`results`: (value, shape, elem) triples."""
        args = ", ".join(f"{v}: {ty(a.shape, elem_of(a))}" for v, a in self.args)
        rtys = [ty(s, e) for _, s, e in results]
        rty = rtys[0] if len(rtys) == 1 else "(" + ", ".join(rtys) + ")"
        body = "\n".join(self.lines)
        ret = ", ".join(v for v, _, _ in results) + " : " + ", ".join(rtys)
        return f"func.func @{self.name}({args}) -> {rty} {{\n{body}\n  return {ret}\n}}\n"


RNG = np.random.default_rng(19)


def f32(*shape):
    return (RNG.integers(-32, 33, size=shape) / 16.0).astype(np.float32)


def i8(*shape):
    return RNG.integers(-20, 21, size=shape).astype(np.int8)


def i32(*shape, lo=-30000, hi=30000):
    return RNG.integers(lo, hi, size=shape).astype(np.int32)


# ---- numpy references -------------------------------------------------------

def conv2d_ref(x, w, b, pad, stride, dil):
    x = x.astype(np.float64)
    w = w.astype(np.float64)
    n, h, wd, c = x.shape
    o, kh, kw, _ = w.shape
    xp = np.pad(x, ((0, 0), (pad[0], pad[1]), (pad[2], pad[3]), (0, 0)))
    oh = (h + pad[0] + pad[1] - (kh - 1) * dil[0] - 1) // stride[0] + 1
    ow = (wd + pad[2] + pad[3] - (kw - 1) * dil[1] - 1) // stride[1] + 1
    out = np.zeros((n, oh, ow, o))
    for i in range(kh):
        for j in range(kw):
            patch = xp[:, i * dil[0]: i * dil[0] + (oh - 1) * stride[0] + 1: stride[0],
                       j * dil[1]: j * dil[1] + (ow - 1) * stride[1] + 1: stride[1], :]
            out += np.einsum("nhwc,oc->nhwo", patch, w[:, i, j, :])
    return out + b.astype(np.float64)


def depthwise_ref(x, w, b, pad, stride, dil):
    x = x.astype(np.float64)
    w = w.astype(np.float64)
    n, h, wd, c = x.shape
    kh, kw, _, m = w.shape
    xp = np.pad(x, ((0, 0), (pad[0], pad[1]), (pad[2], pad[3]), (0, 0)))
    oh = (h + pad[0] + pad[1] - (kh - 1) * dil[0] - 1) // stride[0] + 1
    ow = (wd + pad[2] + pad[3] - (kw - 1) * dil[1] - 1) // stride[1] + 1
    out = np.zeros((n, oh, ow, c, m))
    for i in range(kh):
        for j in range(kw):
            patch = xp[:, i * dil[0]: i * dil[0] + (oh - 1) * stride[0] + 1: stride[0],
                       j * dil[1]: j * dil[1] + (ow - 1) * stride[1] + 1: stride[1], :]
            out += patch[..., None] * w[i, j][None, None, None]
    return out.reshape(n, oh, ow, c * m) + b.astype(np.float64)


def pool_ref(x, kernel, stride, pad, kind):
    x = x.astype(np.float64)
    n, h, wd, c = x.shape
    fill = -np.inf if kind == "max" else 0.0
    xp = np.pad(x, ((0, 0), (pad[0], pad[1]), (pad[2], pad[3]), (0, 0)), constant_values=fill)
    ones = np.pad(np.ones((h, wd)), ((pad[0], pad[1]), (pad[2], pad[3])))
    oh = (h + pad[0] + pad[1] - kernel[0]) // stride[0] + 1
    ow = (wd + pad[2] + pad[3] - kernel[1]) // stride[1] + 1
    out = np.zeros((n, oh, ow, c))
    for y in range(oh):
        for z in range(ow):
            win = xp[:, y * stride[0]: y * stride[0] + kernel[0], z * stride[1]: z * stride[1] + kernel[1], :]
            if kind == "max":
                out[:, y, z, :] = win.max(axis=(1, 2))
            else:
                cnt = ones[y * stride[0]: y * stride[0] + kernel[0], z * stride[1]: z * stride[1] + kernel[1]].sum()
                out[:, y, z, :] = win.sum(axis=(1, 2)) / cnt
    return out


def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x.astype(np.float64)))


# ---- the cases --------------------------------------------------------------

CASES = {}


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def zp_f32(f):
    return f.const(np.zeros(1, np.float32))


def windowed_case(f, opname, reference, x, w, b, pad, stride, dil, w_const=False):
    """A conv2d or depthwise_conv2d with f32 zero points."""
    xv, _, _ = f.arg(x)
    wv = f.const(w) if w_const else f.arg(w)[0]
    bv = f.const(b) if w_const else f.arg(b)[0]
    zp = zp_f32(f)
    ref = reference(x, w, b, pad, stride, dil).astype(np.float32)
    attrs = (f"{{acc_type = f32, dilation = array<i64: {dil[0]}, {dil[1]}>, pad = array<i64: "
             f"{', '.join(map(str, pad))}>, stride = array<i64: {stride[0]}, {stride[1]}>}}")
    types = ", ".join(ty(a.shape, "f32") for a in (x, w, b)) + ", tensor<1xf32>, tensor<1xf32>"
    v = f.op(f"{opname} {xv}, {wv}, {bv}, {zp}, {zp} {attrs} : ({types})", ty(ref.shape, "f32"))
    return [(v, ref)]


def conv_case(f, *args, **kwargs):
    return windowed_case(f, "tosa.conv2d", conv2d_ref, *args, **kwargs)


@case
def conv2d_basic(f):
    return conv_case(f, f32(1, 5, 5, 2), f32(3, 3, 3, 2), f32(3), [0, 0, 0, 0], [1, 1], [1, 1])


@case
def conv2d_pad_stride(f):
    return conv_case(f, f32(1, 7, 7, 3), f32(4, 3, 3, 3), f32(4), [1, 1, 1, 1], [2, 2], [1, 1])


@case
def conv2d_dilation(f):
    return conv_case(f, f32(1, 7, 9, 2), f32(2, 3, 2, 2), f32(2), [1, 0, 0, 1], [1, 2], [2, 1])


@case
def conv2d_batch_const_weights(f):
    return conv_case(f, f32(2, 4, 4, 2), f32(3, 1, 1, 2), f32(3), [0, 0, 0, 0], [1, 1], [1, 1], w_const=True)


def depthwise_case(f, *args):
    return windowed_case(f, "tosa.depthwise_conv2d", depthwise_ref, *args)


@case
def depthwise_conv2d(f):
    return depthwise_case(f, f32(1, 5, 5, 2), f32(3, 3, 2, 1), f32(2), [0, 0, 0, 0], [1, 1], [1, 1])


@case
def depthwise_conv2d_multiplier_pad_stride(f):
    return depthwise_case(f, f32(1, 5, 5, 2), f32(3, 3, 2, 2), f32(4), [1, 1, 1, 1], [2, 2], [1, 1])


def matmul_op(f, av, bv, a_shape, b_shape):
    zp = zp_f32(f)
    out = (a_shape[0], a_shape[1], b_shape[2])
    return f.op(f"tosa.matmul {av}, {bv}, {zp}, {zp} : ({ty(a_shape, 'f32')}, {ty(b_shape, 'f32')}, "
                f"tensor<1xf32>, tensor<1xf32>)", ty(out, "f32")), out


@case
def matmul(f):
    a, b = f32(1, 3, 4), f32(1, 4, 5)
    v, _ = matmul_op(f, f.arg(a)[0], f.arg(b)[0], a.shape, b.shape)
    return [(v, np.matmul(a.astype(np.float64), b).astype(np.float32))]


@case
def matmul_batched(f):
    a, b = f32(2, 2, 3), f32(2, 3, 2)
    v, _ = matmul_op(f, f.arg(a)[0], f.arg(b)[0], a.shape, b.shape)
    return [(v, np.matmul(a.astype(np.float64), b).astype(np.float32))]


def reshape(f, v, src_shape, dst_shape, elem="f32"):
    s = f.const_shape(list(dst_shape))
    return f.op(f"tosa.reshape {v}, {s} : ({ty(src_shape, elem)}, !tosa.shape<{len(dst_shape)}>)",
                ty(dst_shape, elem))


def fully_connected(f, xv, x_shape, w, b, w_const):
    """reshape + matmul + reshape + add: the fully-connected form."""
    batch, k = x_shape
    n = w.shape[1]
    wv = f.const(w.reshape(1, k, n)) if w_const else f.arg(w.reshape(1, k, n))[0]
    bv = f.const(b.reshape(1, n)) if w_const else f.arg(b.reshape(1, n))[0]
    x3 = reshape(f, xv, (batch, k), (1, batch, k))
    m, _ = matmul_op(f, x3, wv, (1, batch, k), (1, k, n))
    m2 = reshape(f, m, (1, batch, n), (batch, n))
    return f.op(f"tosa.add {m2}, {bv} : ({ty((batch, n), 'f32')}, {ty((1, n), 'f32')})", ty((batch, n), "f32"))


@case
def fully_connected_args(f):
    x, w, b = f32(2, 8), f32(8, 4), f32(4)
    xv = f.arg(x)[0]
    v = fully_connected(f, xv, x.shape, w, b, False)
    return [(v, (x.astype(np.float64) @ w + b).astype(np.float32))]


@case
def fully_connected_const(f):
    x, w, b = f32(3, 6), f32(6, 5), f32(5)
    xv = f.arg(x)[0]
    v = fully_connected(f, xv, x.shape, w, b, True)
    return [(v, (x.astype(np.float64) @ w + b).astype(np.float32))]


@case
def mlp(f):
    x, w1, b1, w2, b2 = f32(2, 8), f32(8, 6), f32(6), f32(6, 3), f32(3)
    xv = f.arg(x)[0]
    h = fully_connected(f, xv, x.shape, w1, b1, True)
    hs = f.op(f"tosa.sigmoid {h} : ({ty((2, 6), 'f32')})", ty((2, 6), "f32"))
    y = fully_connected(f, hs, (2, 6), w2, b2, True)
    ref = sigmoid(x.astype(np.float64) @ w1 + b1) @ w2 + b2
    return [(y, ref.astype(np.float32))]


def binary(f, opname, a, b, ref, extra=""):
    av, bv = f.arg(a)[0], f.arg(b)[0]
    out = np.broadcast_shapes(a.shape, b.shape)
    types = f"{ty(a.shape, 'f32')}, {ty(b.shape, 'f32')}"
    if opname == "tosa.mul":
        s = f.const(np.zeros(1, np.int8))
        v = f.op(f"tosa.mul {av}, {bv}, {s} : ({types}, tensor<1xi8>)", ty(out, "f32"))
    else:
        v = f.op(f"{opname} {av}, {bv} : ({types})", ty(out, "f32"))
    return [(v, ref.astype(np.float32))]


@case
def add_broadcast(f):
    a, b = f32(2, 3), f32(1, 3)
    return binary(f, "tosa.add", a, b, a.astype(np.float64) + b)


@case
def add_same_shape(f):
    a, b = f32(4, 5), f32(4, 5)
    return binary(f, "tosa.add", a, b, a.astype(np.float64) + b)


@case
def sub_broadcast_rank4(f):
    a, b = f32(1, 4, 4, 3), f32(1, 1, 1, 3)
    return binary(f, "tosa.sub", a, b, a.astype(np.float64) - b)


@case
def mul_broadcast_both(f):
    a, b = f32(2, 1, 4), f32(1, 3, 4)
    return binary(f, "tosa.mul", a, b, a.astype(np.float64) * b)


@case
def clamp_relu6(f):
    x = f32(2, 8) * 4
    xv = f.arg(x)[0]
    v = f.op(f"tosa.clamp {xv} {{max_val = 6.0 : f32, min_val = 0.0 : f32}} : ({ty(x.shape, 'f32')})",
             ty(x.shape, "f32"))
    return [(v, np.clip(x, 0, 6))]


@case
def clamp_symmetric(f):
    x = f32(3, 2, 4)
    xv = f.arg(x)[0]
    v = f.op(f"tosa.clamp {xv} {{max_val = 1.0 : f32, min_val = -0.5 : f32}} : ({ty(x.shape, 'f32')})",
             ty(x.shape, "f32"))
    return [(v, np.clip(x, -0.5, 1.0))]


def unary(f, opname, x, ref):
    xv = f.arg(x)[0]
    v = f.op(f"{opname} {xv} : ({ty(x.shape, 'f32')})", ty(x.shape, "f32"))
    return [(v, ref.astype(np.float32))]


@case
def sigmoid_op(f):
    x = f32(3, 4)
    return unary(f, "tosa.sigmoid", x, sigmoid(x))


@case
def tanh_op(f):
    x = f32(3, 4)
    return unary(f, "tosa.tanh", x, np.tanh(x.astype(np.float64)))


@case
def exp_op(f):
    x = f32(2, 2, 3)
    return unary(f, "tosa.exp", x, np.exp(x.astype(np.float64)))


def reduce(f, opname, x, axis, ref):
    xv = f.arg(x)[0]
    out = list(x.shape)
    out[axis] = 1
    v = f.op(f"{opname} {xv} {{axis = {axis} : i32}} : ({ty(x.shape, 'f32')})", ty(out, "f32"))
    return [(v, ref.astype(np.float32))]


@case
def reduce_sum(f):
    x = f32(2, 3, 4)
    return reduce(f, "tosa.reduce_sum", x, 1, x.astype(np.float64).sum(axis=1, keepdims=True))


@case
def reduce_max(f):
    x = f32(3, 5)
    return reduce(f, "tosa.reduce_max", x, 0, x.max(axis=0, keepdims=True))


def pool_case(f, kind, x, kernel, stride, pad):
    xv = f.arg(x)[0]
    ref = pool_ref(x, kernel, stride, pad, kind).astype(np.float32)
    attrs = (f"kernel = array<i64: {kernel[0]}, {kernel[1]}>, pad = array<i64: {', '.join(map(str, pad))}>, "
             f"stride = array<i64: {stride[0]}, {stride[1]}>")
    if kind == "max":
        v = f.op(f"tosa.max_pool2d {xv} {{{attrs}}} : ({ty(x.shape, 'f32')})", ty(ref.shape, "f32"))
    else:
        zp = zp_f32(f)
        v = f.op(f"tosa.avg_pool2d {xv}, {zp}, {zp} {{acc_type = f32, {attrs}}} : "
                 f"({ty(x.shape, 'f32')}, tensor<1xf32>, tensor<1xf32>)", ty(ref.shape, "f32"))
    return [(v, ref)]


@case
def max_pool2d(f):
    return pool_case(f, "max", f32(1, 4, 4, 3), [2, 2], [2, 2], [0, 0, 0, 0])


@case
def max_pool2d_pad_stride(f):
    return pool_case(f, "max", f32(1, 7, 7, 2), [3, 3], [2, 2], [1, 1, 1, 1])


@case
def avg_pool2d(f):
    return pool_case(f, "avg", f32(1, 6, 6, 1), [2, 2], [2, 2], [0, 0, 0, 0])


@case
def avg_pool2d_pad(f):
    return pool_case(f, "avg", f32(2, 5, 5, 2), [3, 3], [1, 1], [1, 1, 1, 1])


@case
def reshape_op(f):
    x = f32(2, 3, 4)
    v = reshape(f, f.arg(x)[0], x.shape, (6, 4))
    return [(v, x.reshape(6, 4))]


@case
def reshape_expand(f):
    x = f32(12)
    v = reshape(f, f.arg(x)[0], x.shape, (1, 3, 2, 2))
    return [(v, x.reshape(1, 3, 2, 2))]


@case
def transpose(f):
    x = f32(2, 3, 4)
    xv = f.arg(x)[0]
    ref = x.transpose(2, 0, 1)
    v = f.op(f"tosa.transpose {xv} {{perms = array<i32: 2, 0, 1>}} : ({ty(x.shape, 'f32')})", ty(ref.shape, "f32"))
    return [(v, ref)]


@case
def transpose_nchw(f):
    x = f32(1, 3, 4, 2)
    xv = f.arg(x)[0]
    ref = x.transpose(0, 3, 1, 2)
    v = f.op(f"tosa.transpose {xv} {{perms = array<i32: 0, 3, 1, 2>}} : ({ty(x.shape, 'f32')})",
             ty(ref.shape, "f32"))
    return [(v, ref)]


def concat(f, xs, axis):
    vs = [f.arg(x)[0] for x in xs]
    ref = np.concatenate(xs, axis=axis)
    types = ", ".join(ty(x.shape, "f32") for x in xs)
    v = f.op(f"tosa.concat {', '.join(vs)} {{axis = {axis} : i32}} : ({types})", ty(ref.shape, "f32"))
    return [(v, ref)]


@case
def concat_rows(f):
    return concat(f, [f32(2, 3), f32(1, 3)], 0)


@case
def concat_channels(f):
    return concat(f, [f32(1, 2, 2, 1), f32(1, 2, 2, 3), f32(1, 2, 2, 2)], 3)


@case
def slice_op(f):
    x = f32(4, 5)
    xv = f.arg(x)[0]
    start = f.const_shape([1, 2])
    size = f.const_shape([2, 3])
    v = f.op(f"tosa.slice {xv}, {start}, {size} : ({ty(x.shape, 'f32')}, !tosa.shape<2>, !tosa.shape<2>)",
             ty((2, 3), "f32"))
    return [(v, x[1:3, 2:5])]


@case
def pad_op(f):
    x = f32(2, 3)
    xv = f.arg(x)[0]
    p = f.const_shape([1, 0, 2, 1])
    c = f.const(np.array([0.5], np.float32))
    ref = np.pad(x, ((1, 0), (2, 1)), constant_values=0.5)
    v = f.op(f"tosa.pad {xv}, {p}, {c} : ({ty(x.shape, 'f32')}, !tosa.shape<4>, tensor<1xf32>)",
             ty(ref.shape, "f32"))
    return [(v, ref)]


@case
def pad_nhwc(f):
    x = f32(1, 3, 3, 2)
    xv = f.arg(x)[0]
    p = f.const_shape([0, 0, 1, 1, 1, 1, 0, 0])
    c = f.const(np.array([0.0], np.float32))
    ref = np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)))
    v = f.op(f"tosa.pad {xv}, {p}, {c} : ({ty(x.shape, 'f32')}, !tosa.shape<8>, tensor<1xf32>)",
             ty(ref.shape, "f32"))
    return [(v, ref)]


@case
def cast_f32_to_i32(f):
    x = (f32(3, 4) * 8).astype(np.float32)
    xv = f.arg(x)[0]
    v = f.op(f"tosa.cast {xv} : ({ty(x.shape, 'f32')})", ty(x.shape, "i32"))
    return [(v, np.rint(x.astype(np.float64)).astype(np.int32))]


@case
def cast_i8_to_f32(f):
    x = i8(2, 5)
    xv = f.arg(x)[0]
    v = f.op(f"tosa.cast {xv} : ({ty(x.shape, 'i8')})", ty(x.shape, "f32"))
    return [(v, x.astype(np.float32))]


@case
def rescale_i32_to_i8(f):
    x = i32(2, 6)
    xv = f.arg(x)[0]
    mul, shift, ozp = 1518500250, 38, 3
    m = f.const(np.array([mul], np.int32))
    s = f.const(np.array([shift], np.int8))
    izp = f.const(np.array([0], np.int32))
    oz = f.const(np.array([ozp], np.int8))
    v = f.op(f"tosa.rescale {xv}, {m}, {s}, {izp}, {oz} {{input_unsigned = false, output_unsigned = false, "
             f"per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true}} : ({ty(x.shape, 'i32')}, "
             f"tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>)", ty(x.shape, "i8"))
    scaled = (x.astype(np.int64) * mul + (1 << (shift - 1))) >> shift
    ref = np.clip(scaled + ozp, -128, 127).astype(np.int8)
    return [(v, ref)]


@case
def int8_matmul(f):
    a, b = i8(1, 2, 3), i8(1, 3, 4)
    av, bv = f.arg(a)[0], f.arg(b)[0]
    azp = f.const(np.array([1], np.int8))
    bzp = f.const(np.array([-2], np.int8))
    v = f.op(f"tosa.matmul {av}, {bv}, {azp}, {bzp} : ({ty(a.shape, 'i8')}, {ty(b.shape, 'i8')}, "
             f"tensor<1xi8>, tensor<1xi8>)", ty((1, 2, 4), "i32"))
    ref = np.matmul(a.astype(np.int64) - 1, b.astype(np.int64) + 2).astype(np.int32)
    return [(v, ref)]


@case
def const_add(f):
    x = f32(2, 4)
    c = f32(2, 4)
    xv = f.arg(x)[0]
    cv = f.const(c)
    v = f.op(f"tosa.add {xv}, {cv} : ({ty(x.shape, 'f32')}, {ty(c.shape, 'f32')})", ty(x.shape, "f32"))
    return [(v, (x.astype(np.float64) + c).astype(np.float32))]


@case
def tile_const_shape(f):
    x = f32(2, 3)
    xv = f.arg(x)[0]
    m = f.const_shape([2, 1])
    v = f.op(f"tosa.tile {xv}, {m} : ({ty(x.shape, 'f32')}, !tosa.shape<2>)", ty((4, 3), "f32"))
    return [(v, np.tile(x, (2, 1)))]


@case
def small_cnn(f):
    x, w, b = f32(1, 6, 6, 2), f32(4, 3, 3, 2), f32(4)
    xv = f.arg(x)[0]
    wv, bv = f.const(w), f.const(b)
    zp = zp_f32(f)
    c = f.op(f"tosa.conv2d {xv}, {wv}, {bv}, {zp}, {zp} {{acc_type = f32, dilation = array<i64: 1, 1>, "
             f"pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}} : ({ty(x.shape, 'f32')}, "
             f"{ty(w.shape, 'f32')}, {ty(b.shape, 'f32')}, tensor<1xf32>, tensor<1xf32>)", ty((1, 6, 6, 4), "f32"))
    r = f.op(f"tosa.clamp {c} {{max_val = 6.0 : f32, min_val = 0.0 : f32}} : ({ty((1, 6, 6, 4), 'f32')})",
             ty((1, 6, 6, 4), "f32"))
    p = f.op(f"tosa.max_pool2d {r} {{kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, "
             f"stride = array<i64: 2, 2>}} : ({ty((1, 6, 6, 4), 'f32')})", ty((1, 3, 3, 4), "f32"))
    flat = reshape(f, p, (1, 3, 3, 4), (1, 36))
    w2, b2 = f32(36, 5), f32(5)
    y = fully_connected(f, flat, (1, 36), w2, b2, True)
    ref = conv2d_ref(x, w, b, [1, 1, 1, 1], [1, 1], [1, 1])
    ref = np.clip(ref, 0, 6)
    ref = pool_ref(ref, [2, 2], [2, 2], [0, 0, 0, 0], "max")
    ref = ref.reshape(1, 36) @ w2 + b2
    return [(y, ref.astype(np.float32))]


def main():
    for name, build in CASES.items():
        f = Func(name)
        results = build(f)
        triples = [(v, ref.shape, elem_of(ref)) for v, ref in results]
        with open(os.path.join(HERE, name + ".mlir"), "w") as out:
            out.write(f"// TOSA corpus case {name} (made by gen.py).\n")
            out.write(f.text(triples))
        arrays = {f"arg{i}": a for i, (_, a) in enumerate(f.args)}
        arrays.update({f"result{i}": np.asarray(ref) for i, (_, ref) in enumerate(results)})
        np.savez(os.path.join(HERE, name + ".npz"), **arrays)
    print(f"{len(CASES)} cases")


if __name__ == "__main__":
    main()
