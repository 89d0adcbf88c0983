#!/usr/bin/env python3
"""Trains a small recogniser of our own for printed game scores (route b of issue 28) and exports it to ONNX.

    scripts/train-recogniser.py OUT [--minutes M] [--games N] [--seed S] [--jipu PATH] [--threads T]

What it learns from: text pieces of printed game scores rendered here, as scripts/picture-corpus.py lays out its pages
(the same four kinds, the same Debian fonts, each game written by Jipu itself with `jipu moves`), but of random games
from their own seed (101 by default; the measured corpora use 28, 29 and 30, so no game is shared). A piece is what
Jipu's page geometry gives the recogniser: a run of a book's line (a few words), a cell of a table, a heading; it is
cropped with the margins `src/picture/page.rs` leaves (a quarter of the ink's height above and below, 0.4 of it on
either side, with some jitter) and, half of the time, damaged as a phone photo is: a turn of up to a degree, uneven
light, noise, blur, a smaller scale and JPEG.

The model: a line 48 pixels high (RGB in -1..1, as PP-OCR takes it; the channels are averaged), four convolution
blocks with batch normalisation that halve the height and width three times and fold the height into the channels,
two convolutions along the line (about two glyphs of context either side), and a softmax over the alphabet at each step
of 8 pixels: class 0 the CTC blank, then `keys.txt` one character a line, the last class the space — the shape
`src/picture/recognise.rs` reads. No recurrent layer: plain convolutions export to every ONNX runtime. Trained with
CTC (Adam, one-cycle learning rate) for M minutes of this machine's CPU, then exported.

OUT gets `model.onnx`, `keys.txt`, `train.log` (loss and the held-out pieces' accuracy as it goes) and `meta.json`
(the arguments and the last accuracy). The reader uses it instead of the bundled model when `JIPU_RECOGNISER=OUT`;
`scripts/picture-bench.py --recogniser OUT` measures it on the corpus.
Needs python3 with Pillow, numpy, python-chess, torch and onnx (`pip install pillow numpy chess torch onnx onnxscript`).
"""
import argparse
import importlib.util
import io
import json
import math
import os
import random
import sys
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from PIL import Image, ImageDraw, ImageFilter, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("corpus", os.path.join(HERE, "picture-corpus.py"))
corpus = importlib.util.module_from_spec(spec)
spec.loader.exec_module(corpus)

HEIGHT, STEP = 48, 8
CIRCLED = "".join(corpus.circled(n) for n in range(1, 51))
# The characters a printed game score uses, and the Latin letters of its headings and notes. The space is the last
# class (not listed), as in PP-OCR's keys.
ALPHABET = ("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
            "王后车象马兵後車馬和棋"
            ".,:;-—–×+#=()!?/…½'" + CIRCLED)


def pieces_of_game(words, rng, jipu):
    """The text pieces of one game laid out as each kind of page, with the fonts each kind is set in."""
    out = []
    for kind, fonts in corpus.KIND_FONTS.items():
        notation = {"book-zh": "zh", "book-en": "en", "full-zh": "long", "sheet": "zh"}[kind]
        plies = corpus.jipu_moves(jipu, words, notation)
        heading, body = corpus.page_lines(kind, words, plies, rng)
        texts = list(heading)
        if kind in ("book-zh", "book-en"):
            # Runs of 1 to 10 words of the book's lines: a line's piece is the whole line, but a shorter run teaches
            # the same glyphs at a fraction of the cost.
            i = 0
            while i < len(body):
                n = rng.randint(1, 10)
                texts.append(" ".join(body[i:i + n]))
                i += n
        else:
            texts += [cell for row in body for cell in row if cell]
        for t in texts:
            if all(c in ALPHABET or c == " " for c in t):
                out.append((t, fonts))
    return out


def render_piece(text, fonts, rng):
    """A piece as page.rs crops it: grey, dark ink on light paper, its own size."""
    font_name = rng.choice(fonts) if rng.random() < 0.8 else rng.choice(list(corpus.FONTS))
    size = rng.randint(22, 44)
    font = ImageFont.truetype(corpus.FONTS[font_name], size)
    width = int(ImageDraw.Draw(Image.new("L", (1, 1))).textlength(text, font=font)) + 4 * size
    paper = rng.randint(215, 255)
    ink = rng.randint(0, 70)
    img = Image.new("L", (width, size * 3), paper)
    draw = ImageDraw.Draw(img)
    draw.text((2 * size, size), text, font=font, fill=ink)
    if rng.random() < 0.15:
        # What is left of a table's rule beside a cell.
        x = rng.choice([2 * size - rng.randint(3, 10), 2 * size + int(draw.textlength(text, font=font)) + 6])
        draw.line([(x, size // 2), (x, int(size * 2.5))], fill=ink, width=rng.randint(1, 2))
    a = np.asarray(img)
    ys, xs = np.nonzero(a < (paper + ink) // 2)
    if len(ys) == 0:
        return None
    top, bottom, left, right = ys.min(), ys.max() + 1, xs.min(), xs.max() + 1
    h = bottom - top
    py, px = h * rng.uniform(0.15, 0.35), h * rng.uniform(0.3, 0.5)
    img = img.crop((int(left - px), int(top - py), int(right + px), int(bottom + py)))
    if rng.random() < 0.5:
        img = damage(img, rng)
    w, h = img.size
    scaled = max(1, round(w * HEIGHT / h))
    return img.resize((scaled, HEIGHT), Image.BILINEAR)


def damage(img, rng):
    """A phone photo's piece: turned a little, uneven light, noise, blur, smaller, JPEG."""
    img = img.rotate(rng.uniform(-1.0, 1.0), resample=Image.BICUBIC, expand=False, fillcolor=int(np.median(img)))
    a = np.asarray(img).astype(np.float32)
    h, w = a.shape
    ramp = np.linspace(rng.uniform(0.7, 1.0), rng.uniform(0.7, 1.0), w)[None, :]
    a = a * ramp + np.random.default_rng(rng.randint(0, 1 << 30)).normal(0, rng.uniform(0, 9), a.shape)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.5)))
    s = rng.uniform(0.45, 1.0)
    img = img.resize((max(8, int(w * s)), max(8, int(h * s))), Image.BILINEAR)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=rng.randint(35, 90))
    return Image.open(io.BytesIO(buf.getvalue())).convert("L")




class Alphabet:
    """The classes a recogniser tells apart: 0 the CTC blank, then the characters listed, then the space."""

    def __init__(self, chars):
        self.chars = chars
        self.index = {c: i + 1 for i, c in enumerate(chars)}
        self.index[" "] = len(chars) + 1
        self.count = len(chars) + 2


PRINTED = Alphabet(ALPHABET)
CLASSES, N_CLASSES = PRINTED.index, PRINTED.count


class Pieces(torch.utils.data.IterableDataset):
    """Endless rendered pieces, each batch of similar widths."""

    def __init__(self, texts, seed, batch):
        self.texts, self.seed, self.batch = texts, seed, batch

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        rng = random.Random(self.seed + (info.id if info else 0))
        while True:
            items = []
            while len(items) < self.batch:
                text, fonts = rng.choice(self.texts)
                img = render_piece(text, fonts, rng)
                if img is not None and img.size[0] // STEP >= len(text) + 1:
                    items.append((img, text))
            yield collate(items)


def collate(items, alphabet=PRINTED, least=320):
    """A batch of (picture, text) items: the pictures side by side at the widest one's width (at least `least`, a
    multiple of STEP), and the texts as CTC targets."""
    width = max(max(i.size[0] for i, _ in items), least)
    width = (width + STEP - 1) // STEP * STEP
    x = torch.zeros(len(items), 1, HEIGHT, width)
    targets, lengths = [], []
    for k, (img, text) in enumerate(items):
        a = torch.from_numpy(np.asarray(img, dtype=np.float32) / 127.5 - 1.0)
        x[k, 0, :, :a.shape[1]] = a
        targets += [alphabet.index[c] for c in text]
        lengths.append(len(text))
    return x, torch.tensor(targets), torch.tensor(lengths), [t for _, t in items]


def block(cin, cout, kernel=(3, 3), padding=(1, 1)):
    return [nn.Conv2d(cin, cout, kernel, padding=padding, bias=False), nn.BatchNorm2d(cout), nn.ReLU()]


class Recogniser(nn.Module):
    def __init__(self, classes):
        super().__init__()
        self.features = nn.Sequential(
            *block(1, 24), nn.MaxPool2d(2),  # 24 x W/2
            *block(24, 48), nn.MaxPool2d(2),  # 12 x W/4
            *block(48, 80), *block(80, 80), nn.MaxPool2d(2),  # 6 x W/8
            *block(80, 128, (6, 3), (0, 1)),  # 1 x W/8: the height folded into the channels
            *block(128, 128, (1, 5), (0, 2)),
            *block(128, 128, (1, 5), (0, 2)),
        )
        self.classify = nn.Conv2d(128, classes, 1)

    def forward(self, x):
        """Logits, N x T x classes, of a batch N x C x 48 x W (any number of channels, averaged)."""
        y = self.classify(self.features(x.mean(1, keepdim=True)))
        return y.squeeze(2).permute(0, 2, 1)


class Exported(nn.Module):
    """The model as the reader runs it: probabilities, not logits."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x):
        return F.softmax(self.model(x), dim=-1)


def greedy(logits, alphabet=PRINTED):
    """The best path's text of each row of a batch of logits (spaces at its ends left off)."""
    out = []
    for row in logits.argmax(-1).tolist():
        s, last = [], 0
        for c in row:
            if c != 0 and c != last:
                s.append(" " if c == alphabet.count - 1 else alphabet.chars[c - 1])
            last = c
        out.append("".join(s).strip())
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--minutes", type=float, default=40)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--batch", type=int, default=24)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--jipu", default=os.environ.get("JIPU", "target/release/jipu"))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = random.Random(args.seed)
    log = open(os.path.join(args.out, "train.log"), "w")

    def say(line):
        print(line, flush=True)
        log.write(line + "\n")
        log.flush()

    texts = []
    for _ in range(args.games):
        texts += pieces_of_game(corpus.random_game(rng), rng, args.jipu)
    rng.shuffle(texts)
    held = texts[: len(texts) // 20]
    train = texts[len(texts) // 20:]
    say(f"{len(train)} pieces to train on, {len(held)} held out, {N_CLASSES} classes")
    held_rng = random.Random(args.seed + 7)
    held_batches = []
    for i in range(0, min(len(held), 480), 24):
        items = [(img, t) for t, f in held[i:i + 24] if (img := render_piece(t, f, held_rng)) is not None]
        held_batches.append(collate(items))

    model = Recogniser(N_CLASSES)
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=1e-4)
    ctc = nn.CTCLoss(blank=0, zero_infinity=True)
    loader = torch.utils.data.DataLoader(Pieces(train, args.seed, args.batch), batch_size=None, num_workers=1,
                                         prefetch_factor=4)
    start = time.time()
    budget = args.minutes * 60
    step, accuracy = 0, 0.0
    for x, targets, lengths, _ in loader:
        done = (time.time() - start) / budget
        if done >= 1:
            break
        # One cycle: warm up over the first 5 %, then cosine down to 2 %.
        lr = 2e-3 * (done / 0.05 if done < 0.05 else 0.02 + 0.98 * 0.5 * (1 + math.cos(math.pi * (done - 0.05) / 0.95)))
        for g in opt.param_groups:
            g["lr"] = lr
        model.train()
        logits = model(x)
        logp = F.log_softmax(logits, -1).permute(1, 0, 2)
        steps = torch.full((x.shape[0],), logp.shape[0], dtype=torch.long)
        loss = ctc(logp, targets, steps, lengths)
        opt.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 5.0)
        opt.step()
        step += 1
        if step % 200 == 0:
            accuracy = evaluate(model, held_batches)
            say(f"step {step}  {time.time() - start:6.0f} s  lr {lr:.5f}  loss {loss.item():.3f}  "
                f"held-out pieces read exactly {accuracy:.1%}")
    accuracy = evaluate(model, held_batches)
    say(f"done: {step} steps, held-out pieces read exactly {accuracy:.1%}")
    export(model, args.out)
    json.dump({"args": vars(args), "steps": step, "held_out_exact": accuracy, "classes": N_CLASSES},
              open(os.path.join(args.out, "meta.json"), "w"), indent=1)


def evaluate(model, batches, alphabet=PRINTED):
    """The share of held-out items read exactly."""
    model.eval()
    right = total = 0
    with torch.no_grad():
        for x, _, _, texts in batches:
            for got, want in zip(greedy(model(x), alphabet), texts):
                right += got == want
                total += 1
    return right / max(total, 1)


def export(model, out, alphabet=PRINTED):
    """model.onnx (probabilities, any width), keys.txt (the alphabet, one a line) and model.pt into `out`."""
    model.eval()
    with open(os.path.join(out, "keys.txt"), "w", encoding="utf-8") as f:
        f.write("".join(c + "\n" for c in alphabet.chars))
    example = torch.zeros(1, 3, HEIGHT, 320)
    torch.onnx.export(Exported(model), (example,), os.path.join(out, "model.onnx"), input_names=["x"],
                      output_names=["probs"], dynamic_axes={"x": {3: "width"}, "probs": {1: "steps"}},
                      opset_version=17, dynamo=False)
    torch.save(model.state_dict(), os.path.join(out, "model.pt"))


if __name__ == "__main__":
    main()
