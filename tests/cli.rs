//! The real `jipu` binary, run in a temporary folder as a user would run it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn jipu(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("jipu runs");
    // A command that fails on its arguments may exit before reading its input: a closed pipe is no error.
    if let Err(e) = child.stdin.take().expect("stdin").write_all(stdin) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "write stdin: {e}");
    }
    child.wait_with_output().expect("jipu ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const LEGAL: &str = "1. e4 e5 2. 象c4 d6 3. 马f3 马c6 4. 马c3 象g4 5. h3 象h5 6. d3 h6 7. 马xe5 象xd1 8. 象xf7+ 王e7 9. 马d5# 1-0";

#[test]
fn help_lists_the_commands() {
    let out = jipu(&["--help"], b"");
    assert!(out.status.success());
    let help = text(&out.stdout);
    for command in ["import", "moves", "sheet"] {
        assert!(help.contains(command), "{help}");
    }
}

#[test]
fn moves_prints_the_spec_example_in_zh_and_en() {
    let out = jipu(&["moves", "--notation", "zh"], LEGAL.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), format!("{LEGAL}\n"));
    let out = jipu(&["moves", "-", "-n", "en"], LEGAL.as_bytes());
    assert_eq!(
        text(&out.stdout),
        "1. e4 e5 2. Bc4 d6 3. Nf3 Nc6 4. Nc3 Bg4 5. h3 Bh5 6. d3 h6 7. Nxe5 Bxd1 8. Bxf7+ Ke7 9. Nd5# 1-0\n"
    );
    let out = jipu(&["moves", "-n", "en,zh"], LEGAL.as_bytes());
    assert!(
        text(&out.stdout).contains("3. Nf3 马f3"),
        "{}",
        text(&out.stdout)
    );
    // Chinese by default in a Chinese system.
    let out = Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(["moves", "--lang", "zh", "-"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("输入为空"));
}

#[test]
fn import_reads_a_file_and_prints_pgn() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    std::fs::write(&path, LEGAL).unwrap();
    let out = jipu(&["import", path.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0));
    let pgn = text(&out.stdout);
    assert!(pgn.contains("[Result \"1-0\"]"));
    assert!(pgn.contains("1. e4 e5 2. Bc4 d6 3. Nf3 Nc6"));
    // What it prints reads back to the same moves.
    let back = jipu(&["moves", "-n", "zh"], pgn.as_bytes());
    assert_eq!(text(&back.stdout), format!("{LEGAL}\n"));
}

#[test]
fn a_stop_at_a_move_exits_2_with_the_moves_before_it_on_stdout() {
    let out = jipu(&["import"], b"1. e4 e5 2. Nf3 Nc6 3. Bb6 a6 4. Ba4");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stdout).contains("1. e4 e5 2. Nf3 Nc6 *"));
    let err = text(&out.stderr);
    assert!(
        err.contains("3. White `Bb6`: no white bishop can move to b6"),
        "{err}"
    );
    assert!(err.contains("did you mean: Bb5"), "{err}");
    let out = jipu(&["--lang", "zh", "import"], b"1. e4 e5 2. Nf3 Nc6 3. Bb6");
    assert!(text(&out.stderr).contains("第3回合 白方 `Bb6`"));
    assert!(text(&out.stderr).contains("象b5"));
}

#[test]
fn other_failures_exit_1_with_a_clear_message() {
    let out = jipu(&["import"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("empty"));
    let out = jipu(&["import", "/no/such/file.pgn"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("cannot read /no/such/file.pgn"));
    let out = jipu(&["moves", "--notation", "klingon"], LEGAL.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("unknown notation"));
    let out = jipu(&["moves", "--game", "3"], LEGAL.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("there is no game 3"));
}

#[test]
fn a_gbk_file_is_read() {
    let (gbk, _, _) = encoding_rs::GBK.encode("[White \"王一\"]\n\n1. e4 e5 2. 马f3 *\n");
    let out = jipu(&["import"], &gbk);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("[White \"王一\"]"));
    assert!(text(&out.stdout).contains("2. Nf3"));
    assert!(text(&out.stderr).contains("GBK"));
}

#[test]
fn no_input_however_broken_makes_it_panic() {
    let mut inputs: Vec<Vec<u8>> = vec![
        b"\x00\x01\x02\xff\xfe".to_vec(),
        b"[Event \"x".to_vec(),
        b"{{{{".to_vec(),
        b"((((((((((1. e4".to_vec(),
        "１．ｅ９".as_bytes().to_vec(),
        b"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7".to_vec(),
        vec![b'('; 10_000],
        "马".repeat(5000).into_bytes(),
    ];
    inputs.push((0..=255u8).collect());
    for input in inputs {
        for args in [&["import"][..], &["moves", "-n", "long"][..]] {
            let out = jipu(args, &input);
            let code = out.status.code();
            assert!(
                matches!(code, Some(0..=2)),
                "{args:?} exited {code:?}: {}",
                text(&out.stderr)
            );
            assert!(!text(&out.stderr).contains("panicked"));
        }
    }
}

#[test]
fn sheet_writes_a_pdf_and_blank_forms() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("game.pdf");
    let run = jipu(
        &["sheet", "-o", out.to_str().unwrap(), "-n", "zh"],
        LEGAL.as_bytes(),
    );
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    let bytes = std::fs::read(&out).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    assert!(doc.extract_text(&[1]).unwrap().contains("马d5#"));

    let blank = dir.path().join("blank.pdf");
    let run = jipu(
        &[
            "sheet",
            "--blank",
            "--count",
            "3",
            "-o",
            blank.to_str().unwrap(),
            "--paper",
            "letter",
        ],
        b"",
    );
    assert_eq!(run.status.code(), Some(0));
    let doc = lopdf::Document::load_mem(&std::fs::read(&blank).unwrap()).unwrap();
    assert_eq!(doc.get_pages().len(), 3);

    // A stop at a move prints nothing: a sheet cut at the move would look like a game that ended there. Status 2,
    // with the move and why.
    let part = dir.path().join("part.pdf");
    let run = jipu(
        &["sheet", "-o", part.to_str().unwrap()],
        b"1. e4 e5 2. Nf3 Nc6 3. Bb6",
    );
    assert_eq!(run.status.code(), Some(2));
    assert!(!part.exists());
    let said = text(&run.stderr);
    assert!(
        said.contains("`Bb6`") && said.contains("the sheet was not written"),
        "{said}"
    );

    // A folder that does not exist: a clear message, status 1, nothing left behind.
    let run = jipu(&["sheet", "-o", "/no/such/dir/x.pdf"], LEGAL.as_bytes());
    assert_eq!(run.status.code(), Some(1));
    assert!(text(&run.stderr).contains("cannot write /no/such/dir/x.pdf"));
    assert!(
        std::fs::read_dir(dir.path()).unwrap().all(|e| !e
            .unwrap()
            .file_name()
            .to_string_lossy()
            .ends_with(".tmp"))
    );
}

#[test]
fn moves_side_by_side_line_up_by_display_width_and_write_a_shared_spelling_once() {
    use unicode_width::UnicodeWidthStr;
    let out = jipu(&["moves", "-n", "en,zh"], LEGAL.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    let table = text(&out.stdout);
    let rows: Vec<&str> = table.lines().filter(|l| l.contains(". ")).collect();
    assert_eq!(rows.len(), 9);
    // Black's column starts at the same terminal column on every row, Chinese letters two columns wide.
    let starts: Vec<usize> = rows
        .iter()
        .filter_map(|row| {
            row.find("    ")
                .map(|i| row[..i].width() + row[i..].len() - row[i..].trim_start().len())
        })
        .collect();
    assert!(starts.windows(2).all(|w| w[0] == w[1]), "{table}");
    assert!(
        rows[0].starts_with("  1. e4 "),
        "a spelling both styles share once: {table}"
    );
    assert!(!rows[0].contains("e4 e4"), "{table}");
    assert!(rows[1].contains("Bc4 象c4"), "{table}");
    let castled = jipu(
        &["moves", "-n", "en,zh"],
        b"1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O O-O",
    );
    let table = text(&castled.stdout);
    assert!(
        table.contains("4. 0-0"),
        "castling once, with zeros: {table}"
    );
    assert!(!table.contains("O-O"), "{table}");
}

#[test]
fn a_folder_a_picture_and_a_missing_file_are_named_with_the_reason_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("games.pgn");
    std::fs::create_dir(&folder).unwrap();
    let picture = dir.path().join("photo.pgn");
    std::fs::write(&picture, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01").unwrap();
    let missing = dir.path().join("none.pgn");
    let empty = dir.path().join("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    for (path, en, zh) in [
        (&empty, "is empty", "是空的"),
        (
            &folder,
            "it is a folder, not a file",
            "这是文件夹，不是文件",
        ),
        (
            &picture,
            "it is not a text file of games",
            "这不是记录对局的文本文件",
        ),
        (&missing, "there is no such file", "没有这个文件"),
    ] {
        let path = path.to_str().unwrap();
        for args in [
            vec!["import", path],
            vec!["moves", path],
            vec!["sheet", path, "-o", "/dev/null"],
        ] {
            let command = args[0];
            let out = jipu(&args, b"");
            let err = text(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{command} {path}: {err}");
            assert!(
                err.contains(path) && err.contains(en),
                "{command} {path}: {err}"
            );
        }
        let out = jipu(&["import", "--lang", "zh", path], b"");
        let err = text(&out.stderr);
        assert!(err.contains(zh), "{path}: {err}");
        assert!(!err.contains("os error"), "{path}: {err}");
    }
}

/// A picture of the test corpus (tests/data/pictures, rendered by scripts/picture-corpus.py).
fn picture(name: &str) -> String {
    format!("{}/tests/data/pictures/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn import_reads_the_game_on_a_picture() {
    let out = jipu(&["import", &picture("01-book-zh-song.png")], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let pgn = text(&out.stdout);
    assert!(
        pgn.contains("1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7\n8. Nc3 c6 *"),
        "{pgn}"
    );
    assert!(
        text(&out.stderr).contains("16 half-moves read"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_misprinted_move_on_a_picture_stops_there_with_status_2() {
    let out = jipu(&["import", &picture("02-book-en-lserif-misprint.png")], b"");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("4. c3 Nf6 *"),
        "{}",
        text(&out.stdout)
    );
    let err = text(&out.stderr);
    assert!(err.contains("5. White: the picture shows `Kh5"), "{err}");
    let out = jipu(
        &[
            "--lang",
            "zh",
            "import",
            &picture("02-book-en-lserif-misprint.png"),
        ],
        b"",
    );
    assert!(
        text(&out.stderr).contains("第5回合白方"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn import_reads_a_page_of_a_scanned_pdf() {
    let pdf = picture("scan-2-pages.pdf");
    let out = jipu(&["import", &pdf, "--page", "2"], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("8. O-O Be7 *"),
        "{}",
        text(&out.stdout)
    );
    let out = jipu(&["import", &pdf, "--page", "3"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("the PDF has no page 3: it has 2"),
        "{}",
        text(&out.stderr)
    );
    // The blank first page holds no text; the other page is said to be there.
    let out = jipu(&["import", &pdf], b"");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("no text was found"), "{err}");
    assert!(
        err.contains("page 1 of the PDF's 2 was read; --page N reads another"),
        "{err}"
    );
    let out = jipu(&["--lang", "zh", "import", &pdf], b"");
    assert!(
        text(&out.stderr).contains("共 2 页中的第 1 页"),
        "{}",
        text(&out.stderr)
    );
}

/// A picture piped in (`jipu import - < page.png`, or no file) is read as a picture, not refused as no text; a scan
/// saved as TIFF or BMP is read as the PNG is.
#[test]
fn a_picture_piped_in_or_saved_as_tiff_or_bmp_is_read() {
    let png = std::fs::read(picture("01-book-zh-song.png")).unwrap();
    let want =
        "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7\n8. Nc3 c6 *";
    for args in [&["import", "-"][..], &["import"][..]] {
        let out = jipu(args, &png);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert!(
            text(&out.stdout).contains(want),
            "{args:?}: {}",
            text(&out.stdout)
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let img = image::load_from_memory(&png).unwrap();
    for (name, format) in [
        ("scan.tif", image::ImageFormat::Tiff),
        ("scan.bmp", image::ImageFormat::Bmp),
        // The same bytes under no extension: known by their first bytes.
        ("scan", image::ImageFormat::Tiff),
    ] {
        let path = dir.path().join(name);
        img.save_with_format(&path, format).unwrap();
        let out = jipu(&["import", path.to_str().unwrap()], b"");
        assert_eq!(out.status.code(), Some(0), "{name}: {}", text(&out.stderr));
        assert!(
            text(&out.stdout).contains(want),
            "{name}: {}",
            text(&out.stdout)
        );
    }
}

/// Issue 26, item 8: exit status 2 means "reading stopped at a move" and nothing else. A usage mistake exits 1 and
/// says what is missing in the user's language; `--count 0` is refused, not printed as one page.
#[test]
fn usage_mistakes_exit_1_and_say_what_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.pgn");
    std::fs::write(&game, LEGAL).unwrap();
    let game = game.to_str().unwrap();
    let out = jipu(&["sheet", game], b"");
    assert_eq!(out.status.code(), Some(1), "no -o: {}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("-o FILE.pdf"),
        "{}",
        text(&out.stderr)
    );
    let out = jipu(&["--lang", "zh", "sheet", game], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("需要指定记录纸要写入的文件"),
        "{}",
        text(&out.stderr)
    );
    let pdf = dir.path().join("blank.pdf");
    let out = jipu(
        &[
            "sheet",
            "--blank",
            "--count",
            "0",
            "-o",
            pdf.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("--count must be 1 or more"));
    assert!(!pdf.exists(), "nothing written");
    for wrong in [
        &["improt"][..],
        &["sheet", "--papr", "a4"],
        &["moves", "--game", "x"],
    ] {
        let out = jipu(wrong, b"");
        assert_eq!(
            out.status.code(),
            Some(1),
            "{wrong:?}: {}",
            text(&out.stderr)
        );
    }
    let out = jipu(&["--version"], b"");
    assert_eq!(out.status.code(), Some(0));
}

/// `jipu sheet --corrections` lists the moves a repair put right, with what the paper sheet had.
#[test]
fn sheet_corrections_are_printed_only_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.pgn");
    std::fs::write(&game, "1. e4 e5 2. Nf3 {sheet: Nf5} Nc6 *\n").unwrap();
    for (asked, shown) in [(false, false), (true, true)] {
        let pdf = dir.path().join(format!("sheet-{asked}.pdf"));
        let mut args = vec!["sheet", game.to_str().unwrap(), "-o", pdf.to_str().unwrap()];
        if asked {
            args.push("--corrections");
        }
        let out = jipu(&args, b"");
        assert!(out.status.success(), "{}", text(&out.stderr));
        let doc = lopdf::Document::load(&pdf).unwrap();
        let page = doc.extract_text(&[1]).unwrap();
        assert_eq!(page.contains("Nf5"), shown, "asked: {asked}: {page}");
    }
}
