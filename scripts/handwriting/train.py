#!/usr/bin/env python3
"""Trains the recogniser of handwritten scoresheet cells (issue 36) on generated handwriting, and exports it to ONNX.

    python3 scripts/handwriting/train.py OUT CELLS [CELLS ...] [--minutes M] [--seed S] [--threads T]

What it learns from: only the crops `generate.py cells` makes (synthetic handwriting from stroke fonts and Debian's
handwriting fonts, see README.md and CREDITS.md) — never a real sheet. Each CELLS folder holds `labels.tsv` and
`cells.jsonl`; header crops are left out (names and places are not read by the beam), as are labels with a character
outside ALPHABET. One crop in twenty (by its number) is held out to measure on.

At training time a crop is changed as a form finder's cut of a real sheet may differ from the generator's: half the
time cut down to its writing's band (a hand that fills its cell, written large), widened or narrowed a little, given
more or less paper at its ends.

The model has the shape `src/picture/recognise.rs` reads: a line 48 pixels high (RGB in -1..1, channels averaged), a
softmax over the classes at each step of 8 pixels, class 0 the CTC blank, then `keys.txt` one character a line, the
last class the space. It is the printed recogniser's network of `scripts/train-recogniser.py` with a wider view along
the line (handwritten letters are wide and lean into each other): four convolutions along the line instead of two.

OUT gets `model.onnx`, `keys.txt`, `train.log`, `meta.json`. Jipu reads a form's cells with it when it is bundled in
`assets/models/handwriting/`, or when `JIPU_HANDWRITING=OUT` names another for measuring.
Needs python3 with Pillow, numpy, torch, onnx (`pip install pillow numpy torch onnx onnxscript`).
"""
import argparse
import importlib.util
import json
import math
import os
import random
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("printed", os.path.join(HERE, "..", "train-recogniser.py"))
printed = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(printed)

HEIGHT, STEP = printed.HEIGHT, printed.STEP
# What players write in a move's cell: moves in English letters and Chinese pieces (simplified and traditional), long
# notation, castling, promotions, checks, remarks, and the results. The space is the last class (not listed).
ALPHABET = ("0123456789abcdefghKQRBNPOopx" "王后车象马兵車馬後白胜黑和棋" "!#+-./:=?()½")
WRITTEN = printed.Alphabet(ALPHABET)
CLASSES, N_CLASSES = WRITTEN.index, WRITTEN.count


def load(folders):
    """(path, text, held out) of every usable crop of the folders."""
    out = []
    for folder in folders:
        kinds = {}
        with open(os.path.join(folder, "cells.jsonl"), encoding="utf-8") as f:
            for line in f:
                d = json.loads(line)
                kinds[d["image"]] = d["kind"]
        with open(os.path.join(folder, "labels.tsv"), encoding="utf-8") as f:
            for line in f:
                image, _, text = line.rstrip("\n").partition("\t")
                if kinds.get(image, "header") == "header" or not text:
                    continue
                if all(c in CLASSES for c in text):
                    number = int(os.path.splitext(os.path.basename(image))[0])
                    out.append((os.path.join(folder, image), text, number % 20 == 0))
    return out


def changed(img, rng):
    """A crop as another cut of a cell may show it (see the module's doc)."""
    img = img.convert("L")
    if rng.random() < 0.5:
        a = np.asarray(img).astype(np.int32)
        dark = a < np.median(a) - 60
        rows = np.nonzero(dark.sum(1) > max(2, a.shape[1] // 60))[0]
        if len(rows) > 0:
            top, bottom = int(rows.min()), int(rows.max()) + 1
            band = bottom - top
            top = max(0, top - int(band * rng.uniform(0.05, 0.4)))
            bottom = min(a.shape[0], bottom + int(band * rng.uniform(0.05, 0.4)))
            if bottom - top >= 12:
                img = img.crop((0, top, img.size[0], bottom))
    w, h = img.size
    width = max(16, int(round(w * HEIGHT / h * rng.uniform(0.8, 1.2))))
    img = img.resize((width, HEIGHT), Image.BILINEAR)
    if rng.random() < 0.3:
        # More paper at one end, or less.
        a = np.asarray(img)
        pad = rng.randint(4, 40)
        paper = int(np.percentile(a, 90))
        side = np.full((HEIGHT, pad), paper, np.uint8)
        a = np.concatenate([side, a] if rng.random() < 0.5 else [a, side], 1)
        img = Image.fromarray(a)
    return img


def collate(items):
    return printed.collate(items, WRITTEN, least=64)


class Crops(torch.utils.data.IterableDataset):
    """Endless batches of the training crops, changed, each batch of similar widths. The folders are listed again
    every few thousand crops, so that training may begin while `generate.py cells` is still writing them."""

    def __init__(self, folders, seed, batch):
        self.folders, self.seed, self.batch = folders, seed, batch

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        rng = random.Random(self.seed + (info.id if info else 0))
        rounds = 0
        while True:
            if rounds % 20 == 0:
                self.crops = [(p, t) for p, t, held in load(self.folders) if not held]
            rounds += 1
            pool = []
            for _ in range(self.batch * 8):
                path, text = rng.choice(self.crops)
                img = changed(Image.open(path), rng)
                if img.size[0] // STEP >= 2 * len(text) + 1:
                    pool.append((img, text))
            pool.sort(key=lambda it: it[0].size[0])
            batches = [pool[i:i + self.batch] for i in range(0, len(pool), self.batch)]
            rng.shuffle(batches)
            for b in batches:
                if b:
                    yield collate(b)


class Recogniser(nn.Module):
    def __init__(self, classes):
        super().__init__()
        block = printed.block
        self.features = nn.Sequential(
            *block(1, 32), nn.MaxPool2d(2),  # 24 x W/2
            *block(32, 64), nn.MaxPool2d(2),  # 12 x W/4
            *block(64, 96), *block(96, 96), nn.MaxPool2d(2),  # 6 x W/8
            *block(96, 160, (6, 3), (0, 1)),  # 1 x W/8: the height folded into the channels
            *block(160, 160, (1, 5), (0, 2)),
            *block(160, 160, (1, 5), (0, 2)),
            *block(160, 160, (1, 5), (0, 2)),
            *block(160, 160, (1, 5), (0, 2)),
        )
        self.classify = nn.Conv2d(160, classes, 1)

    def forward(self, x):
        """Logits, N x T x classes, of a batch N x C x 48 x W (any number of channels, averaged)."""
        y = self.classify(self.features(x.mean(1, keepdim=True)))
        return y.squeeze(2).permute(0, 2, 1)


class Recurrent(nn.Module):
    """A lighter stack of convolutions, and a bidirectional GRU along the line (rten runs ONNX's GRU): each step sees
    the whole cell, as a reader of a scrawl does."""

    def __init__(self, classes):
        super().__init__()
        block = printed.block
        self.features = nn.Sequential(
            *block(1, 24), nn.MaxPool2d(2),  # 24 x W/2
            *block(24, 48), nn.MaxPool2d(2),  # 12 x W/4
            *block(48, 80), *block(80, 80), nn.MaxPool2d(2),  # 6 x W/8
            *block(80, 128, (6, 3), (0, 1)),  # 1 x W/8
        )
        self.gru = nn.GRU(128, 96, batch_first=True, bidirectional=True)
        self.classify = nn.Linear(192, classes)

    def forward(self, x):
        y = self.features(x.mean(1, keepdim=True)).squeeze(2).permute(0, 2, 1)  # N x T x 128
        y, _ = self.gru(y)
        return self.classify(y)


ARCHS = {"conv": Recogniser, "gru": Recurrent}


def from_onnx(model, path, x):
    """Gives a `Recurrent` the weights of an exported `model.onnx` (the bundled one, say), so that training goes on
    from it when its `model.pt` is gone. The export folded each batch norm into its convolution; the convolution gets
    the folded weights and its batch norm is set, on the batch `x`, to what the batch's own statistics undo: the
    network reads `x` the same in training and in evaluation, and as the ONNX model does."""
    import onnx
    from onnx import numpy_helper
    graph = onnx.load(path).graph
    weights = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in graph.initializer}
    convs = [n for n in graph.node if n.op_type == "Conv"]
    gru = next(n for n in graph.node if n.op_type == "GRU")
    matmul = next(n for n in graph.node if n.op_type == "MatMul")
    add = next(n for n in graph.node if n.op_type == "Add" and any(i in weights for i in n.input))
    layers = list(model.features)
    pairs = [(a, b) for a, b in zip(layers, layers[1:]) if isinstance(a, nn.Conv2d) and isinstance(b, nn.BatchNorm2d)]
    if len(pairs) != len(convs):
        raise SystemExit(f"{path}: {len(convs)} convolutions, the model has {len(pairs)}")
    with torch.no_grad():
        y = x.mean(1, keepdim=True)
        folded = dict(zip((id(c) for c, _ in pairs), convs))
        for layer in layers:
            if isinstance(layer, nn.Conv2d):
                node = folded[id(layer)]
                layer.weight.copy_(weights[node.input[1]])
                bias = weights[node.input[2]]
                y = layer(y)
                mean, var = y.mean((0, 2, 3)), y.var((0, 2, 3), unbiased=False)
            elif isinstance(layer, nn.BatchNorm2d):
                std = (var + layer.eps).sqrt()
                layer.weight.copy_(std)
                layer.bias.copy_(mean + bias)
                layer.running_mean.copy_(mean)
                layer.running_var.copy_(var)
                y = y + bias.view(1, -1, 1, 1)
            else:
                y = layer(y)
        # ONNX orders a GRU's gates z, r, h; torch r, z, n. B is the input's biases, then the hidden state's.
        def gates(t):
            h = t.shape[0] // 3
            return torch.cat([t[h:2 * h], t[:h], t[2 * h:]])
        w, r, b = (weights[gru.input[k]] for k in (1, 2, 3))
        for d, suffix in enumerate(["", "_reverse"]):
            getattr(model.gru, "weight_ih_l0" + suffix).copy_(gates(w[d]))
            getattr(model.gru, "weight_hh_l0" + suffix).copy_(gates(r[d]))
            getattr(model.gru, "bias_ih_l0" + suffix).copy_(gates(b[d][:b.shape[1] // 2]))
            getattr(model.gru, "bias_hh_l0" + suffix).copy_(gates(b[d][b.shape[1] // 2:]))
        model.classify.weight.copy_(weights[matmul.input[1]].t())
        model.classify.bias.copy_(next(weights[i] for i in add.input if i in weights))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("cells", nargs="+")
    ap.add_argument("--minutes", type=float, default=40)
    ap.add_argument("--seed", type=int, default=36)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--resume", help="a model.pt to go on from, or (arch gru) an exported model.onnx")
    ap.add_argument("--lr", type=float, default=1e-3, help="the peak learning rate")
    ap.add_argument("--arch", choices=sorted(ARCHS), default="gru")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    log = open(os.path.join(args.out, "train.log"), "a")

    def say(line):
        print(line, flush=True)
        log.write(line + "\n")
        log.flush()

    crops = load(args.cells)
    train = [(p, t) for p, t, held in crops if not held]
    held = [(p, t) for p, t, held in crops if held]
    say(f"{len(train)} crops to train on, {len(held)} held out, {N_CLASSES} classes")
    held_rng = random.Random(args.seed + 7)
    held_items = [(changed(Image.open(p), held_rng), t) for p, t in held[:640]]
    held_items.sort(key=lambda it: it[0].size[0])
    held_batches = [collate(held_items[i:i + 32]) for i in range(0, len(held_items), 32)]

    model = ARCHS[args.arch](N_CLASSES)
    if args.resume and args.resume.endswith(".onnx"):
        wide = max(b[0].shape[3] for b in held_batches[-4:])
        from_onnx(model, args.resume, torch.cat([F.pad(b[0], (0, wide - b[0].shape[3])) for b in held_batches[-4:]]))
    elif args.resume:
        model.load_state_dict(torch.load(args.resume))
    peak = args.lr
    opt = torch.optim.AdamW(model.parameters(), lr=peak, weight_decay=1e-4)
    ctc = nn.CTCLoss(blank=0, zero_infinity=True)
    loader = torch.utils.data.DataLoader(Crops(args.cells, args.seed, args.batch), batch_size=None, num_workers=1,
                                         prefetch_factor=4)
    start = time.time()
    budget = args.minutes * 60
    step, accuracy = 0, 0.0
    for x, targets, lengths, _ in loader:
        done = (time.time() - start) / budget
        if done >= 1:
            break
        # One cycle: warm up over the first 5 %, then cosine down to 2 %.
        lr = peak * (done / 0.05 if done < 0.05 else 0.02 + 0.98 * 0.5 * (1 + math.cos(math.pi * (done - 0.05) / 0.95)))
        for g in opt.param_groups:
            g["lr"] = lr
        model.train()
        logp = F.log_softmax(model(x), -1).permute(1, 0, 2)
        steps = torch.full((x.shape[0],), logp.shape[0], dtype=torch.long)
        loss = ctc(logp, targets, steps, lengths)
        opt.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 5.0)
        opt.step()
        step += 1
        if step % 250 == 0:
            accuracy = printed.evaluate(model, held_batches, WRITTEN)
            say(f"step {step}  {time.time() - start:6.0f} s  lr {lr:.5f}  loss {loss.item():.3f}  "
                f"held-out crops read exactly {accuracy:.1%}")
            printed.export(model, args.out, WRITTEN)
    accuracy = printed.evaluate(model, held_batches, WRITTEN)
    say(f"done: {step} steps, held-out crops read exactly {accuracy:.1%}")
    printed.export(model, args.out, WRITTEN)
    json.dump({"args": vars(args), "steps": step, "held_out_exact": accuracy, "classes": N_CLASSES,
               "crops": len(train)}, open(os.path.join(args.out, "meta.json"), "w"), indent=1)


if __name__ == "__main__":
    main()
