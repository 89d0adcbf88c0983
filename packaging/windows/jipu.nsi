; The Windows installer of Jipu 记谱, built with NSIS (makensis) by scripts/dist.sh:
;   makensis -DVERSION=0.1.0 -DSTAGE=<folder with jipu.exe, jipu.ico, README.txt, LICENSE.txt, CREDITS.txt, guide\>
;            -DOUTFILE=<setup exe> packaging/windows/jipu.nsi
; Installs for the current user (no administrator needed) or for all users (/AllUsers, or chosen on its third page),
; a start-menu entry and, if chosen, a desktop shortcut named 记谱 Jipu, registers .pgn so that a double-click opens
; Jipu and "Open with" lists it, and an uninstaller in Windows' installed programs that removes what it installed and
; leaves the user's games and settings (%APPDATA%\Jipu\jipu\data). The user's guide (guide\en, guide\zh, beside
; jipu.exe, where Help › User's guide finds it). Pages in English and Simplified Chinese; /S installs silently.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "makensis -DVERSION=..."
!endif
!ifndef STAGE
  !error "makensis -DSTAGE=folder"
!endif
!ifndef OUTFILE
  !define OUTFILE "Jipu-Setup-${VERSION}.exe"
!endif

!define APP "Jipu"
!define SHOWN "记谱 Jipu"
!define PROGID "Jipu.pgn"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Jipu"

Name "${SHOWN}"
OutFile "${OUTFILE}"
BrandingText "${SHOWN} ${VERSION}"

!define MULTIUSER_EXECUTIONLEVEL Highest
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE
!define MULTIUSER_INSTALLMODE_INSTDIR "Jipu"
!define MULTIUSER_INSTALLMODE_DEFAULT_CURRENTUSER
!define MULTIUSER_USE_PROGRAMFILES64
!include MultiUser.nsh
!include MUI2.nsh
!include x64.nsh

!define MUI_ICON "${STAGE}\jipu.ico"
!define MUI_UNICON "${STAGE}\jipu.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\jipu.exe"
; The first dialog, before any language is chosen, asks in both.
!define MUI_LANGDLL_WINDOWTITLE "安装语言 Installer Language"
!define MUI_LANGDLL_INFO "请选择安装程序的语言。$\r$\nPlease select a language."

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSE.txt"
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "SimpChinese"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${SHOWN}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${SHOWN} setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "GPL-3.0-or-later"

LangString DESC_PROGRAM ${LANG_ENGLISH} "Jipu"
LangString DESC_PROGRAM ${LANG_SIMPCHINESE} "记谱"
LangString DESC_DESKTOP ${LANG_ENGLISH} "Desktop shortcut"
LangString DESC_DESKTOP ${LANG_SIMPCHINESE} "桌面快捷方式"
LangString PGN_FILE ${LANG_ENGLISH} "Chess game (PGN)"
LangString PGN_FILE ${LANG_SIMPCHINESE} "国际象棋对局 (PGN)"

Function .onInit
  !insertmacro MULTIUSER_INIT
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  !insertmacro MULTIUSER_UNINIT
FunctionEnd

Section "!$(DESC_PROGRAM)" SecProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${STAGE}\jipu.exe"
  File "${STAGE}\jipu.ico"
  File "${STAGE}\README.txt"
  File "${STAGE}\LICENSE.txt"
  File "${STAGE}\CREDITS.txt"
  SetOutPath "$INSTDIR\guide"
  File /r "${STAGE}\guide\*"
  SetOutPath "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${SHOWN}.lnk" "$INSTDIR\jipu.exe" "" "$INSTDIR\jipu.exe" 0

  ; .pgn opens in Jipu, and Jipu is listed in "Open with". SHCTX is the current user's or all users' classes.
  WriteRegStr SHCTX "Software\Classes\${PROGID}" "" "$(PGN_FILE)"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\jipu.exe,0"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\jipu.exe" "%1"'
  WriteRegStr SHCTX "Software\Classes\.pgn" "" "${PROGID}"
  WriteRegStr SHCTX "Software\Classes\.pgn" "Content Type" "application/x-chess-pgn"
  WriteRegStr SHCTX "Software\Classes\.pgn\OpenWithProgids" "${PROGID}" ""
  WriteRegStr SHCTX "Software\Classes\Applications\jipu.exe" "FriendlyAppName" "${SHOWN}"
  WriteRegStr SHCTX "Software\Classes\Applications\jipu.exe\SupportedTypes" ".pgn" ""
  WriteRegStr SHCTX "Software\Classes\Applications\jipu.exe\shell\open\command" "" '"$INSTDIR\jipu.exe" "%1"'

  ; Listed in Windows' installed programs.
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayName" "${SHOWN}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\jipu.exe,0"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "Publisher" "Jipu"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode'
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode /S'
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoRepair" 1
  ; Tell Explorer the associations changed (SHCNE_ASSOCCHANGED).
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section /o "$(DESC_DESKTOP)" SecDesktop
  CreateShortcut "$DESKTOP\${SHOWN}.lnk" "$INSTDIR\jipu.exe" "" "$INSTDIR\jipu.exe" 0
SectionEnd

; Removes what was installed; the user's games and settings (%APPDATA%\Jipu\jipu\data) stay.
Section "Uninstall"
  Delete "$INSTDIR\jipu.exe"
  Delete "$INSTDIR\jipu.ico"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\CREDITS.txt"
  RMDir /r "$INSTDIR\guide"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${SHOWN}.lnk"
  Delete "$DESKTOP\${SHOWN}.lnk"
  ReadRegStr $0 SHCTX "Software\Classes\.pgn" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegValue SHCTX "Software\Classes\.pgn" ""
  DeleteRegValue SHCTX "Software\Classes\.pgn\OpenWithProgids" "${PROGID}"
  DeleteRegKey SHCTX "Software\Classes\${PROGID}"
  DeleteRegKey SHCTX "Software\Classes\Applications\jipu.exe"
  DeleteRegKey SHCTX "${UNINSTALL_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
