//! Builds what the Windows exe carries: Jipu's icon (a `.ico` made here from the PNGs in `assets/icon/png`) and its
//! version information (product name, version, licence), compiled by mingw's `windres` and linked into `jipu.exe`.
//! Nothing is done for other systems.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The icon's sizes in the `.ico`: what Windows shows from the title bar (16) to Explorer's large icons (256).
const ICO_SIZES: [u32; 7] = [16, 24, 32, 48, 64, 128, 256];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icon/png");
    let windows = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "windows");
    let gnu = std::env::var("CARGO_CFG_TARGET_ENV").is_ok_and(|env| env == "gnu");
    if windows && gnu {
        let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
        let ico = out.join("jipu.ico");
        std::fs::write(&ico, ico_from_pngs(Path::new("assets/icon/png")))
            .expect("the .ico is written");
        let object = resource(&out, &ico);
        println!("cargo:rustc-link-arg-bins={}", object.display());
    } else if windows {
        println!(
            "cargo:warning=the icon and version information are only built for the gnu target (windres)"
        );
    }
}

/// An `.ico` holding the PNGs as they are (Windows Vista and later read PNG entries).
fn ico_from_pngs(dir: &Path) -> Vec<u8> {
    let images: Vec<(u32, Vec<u8>)> = ICO_SIZES
        .iter()
        .map(|&size| {
            let path = dir.join(format!("jipu-{size}.png"));
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (size, bytes)
        })
        .collect();
    let mut ico = Vec::new();
    ico.extend_from_slice(&0u16.to_le_bytes()); // reserved
    ico.extend_from_slice(&1u16.to_le_bytes()); // an icon
    ico.extend_from_slice(&(images.len() as u16).to_le_bytes());
    let mut offset = 6 + 16 * images.len() as u32;
    for (size, png) in &images {
        let side = if *size >= 256 { 0 } else { *size as u8 }; // 0 stands for 256
        ico.extend_from_slice(&[side, side, 0, 0]);
        ico.extend_from_slice(&1u16.to_le_bytes()); // planes
        ico.extend_from_slice(&32u16.to_le_bytes()); // bits per pixel
        ico.extend_from_slice(&(png.len() as u32).to_le_bytes());
        ico.extend_from_slice(&offset.to_le_bytes());
        offset += png.len() as u32;
    }
    for (_, png) in &images {
        ico.extend_from_slice(png);
    }
    ico
}

/// The resource script (icon, version information) compiled to an object file with `windres`.
fn resource(out: &Path, ico: &Path) -> PathBuf {
    let version = std::env::var("CARGO_PKG_VERSION").expect("cargo sets the version");
    let numbers: Vec<u16> = version
        .split(['.', '-', '+'])
        .take(3)
        .map(|n| n.parse().unwrap_or(0))
        .collect();
    let [major, minor, patch] = [0, 1, 2].map(|i| numbers.get(i).copied().unwrap_or(0));
    let licence = std::env::var("CARGO_PKG_LICENSE").unwrap_or_default();
    let rc = format!(
        r#"#pragma code_page(65001)
1 ICON "{ico}"
1 VERSIONINFO
FILEVERSION {major},{minor},{patch},0
PRODUCTVERSION {major},{minor},{patch},0
FILEOS 0x40004
FILETYPE 0x1
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "Jipu"
      VALUE "FileDescription", "Jipu 记谱 — chess scoresheets"
      VALUE "FileVersion", "{version}"
      VALUE "InternalName", "jipu"
      VALUE "LegalCopyright", "Licence: {licence}"
      VALUE "OriginalFilename", "jipu.exe"
      VALUE "ProductName", "Jipu 记谱"
      VALUE "ProductVersion", "{version}"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#,
        ico = ico.display().to_string().replace('\\', "/"),
    );
    let script = out.join("jipu.rc");
    std::fs::write(&script, rc).expect("the resource script is written");
    let object = out.join("jipu-resource.o");
    let windres =
        std::env::var("WINDRES").unwrap_or_else(|_| "x86_64-w64-mingw32-windres".to_string());
    let status = Command::new(&windres)
        .args(["-c", "65001", "-O", "coff", "-i"])
        .arg(&script)
        .arg("-o")
        .arg(&object)
        .status()
        .unwrap_or_else(|e| panic!("{windres} (binutils-mingw-w64-x86-64): {e}"));
    assert!(status.success(), "{windres} failed on {}", script.display());
    object
}
