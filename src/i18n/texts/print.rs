//! Printing on the system's printers (CUPS, the Windows spooler) and why it failed, and the print dialog with its
//! preview.

area! {
    /// Printing on the system's printers, and the print dialog.
    Print(PrintKey) {
        /// `{0}` the printer, `{1}` the job number.
        SentToPrinter,
        /// `{0}` the file.
        OpenedViewer,
        PrintNoCups,
        PrintServerDown,
        PrintNoPrinter,
        /// `{0}` the printer.
        PrintNotAccepting,
        /// `{0}` the printer.
        PrintNoSuchPrinter,
        PrintTimedOut,
        /// `{0}` what CUPS said.
        PrintFailed,
        PrintPreview,
        Printer,
        FindingPrinters,
        DefaultPrinter,
        NotAcceptingShort,
        Copies,
        PrintWhat,
        ThisGame,
        BlankForms,
        Sending,
        PrintButton,
        SaveAsPdf,
        OpenInViewer,
        /// `{0}` how many pages.
        RoundBoards,
        PrintSpoolerDown,
        /// `{0}` printer.
        PrintOffline,
        /// `{0}` printer, `{1}` the system's reason.
        PrintRefused,
        PrintCorrections,
    }
}

/// The English texts.
pub fn en(key: PrintKey) -> &'static str {
    match key {
        PrintKey::SentToPrinter => "Sent to {0} (job {1}).",
        PrintKey::OpenedViewer => "Opened in the PDF viewer: {0}",
        PrintKey::PrintNoCups => "Printing needs CUPS, which is not installed here",
        PrintKey::PrintServerDown => "The printing service (CUPS) is not running",
        PrintKey::PrintNoPrinter => "No printer is set up",
        PrintKey::PrintNotAccepting => "The printer {0} is not accepting jobs",
        PrintKey::PrintNoSuchPrinter => "There is no printer {0}",
        PrintKey::PrintTimedOut => "The printing service did not answer",
        PrintKey::PrintFailed => "Printing failed: {0}",
        PrintKey::PrintPreview => "Preview of the page",
        PrintKey::Printer => "Printer",
        PrintKey::FindingPrinters => "Asking for the printers…",
        PrintKey::DefaultPrinter => "default",
        PrintKey::NotAcceptingShort => "not accepting jobs",
        PrintKey::Copies => "Copies",
        PrintKey::PrintWhat => "Print",
        PrintKey::ThisGame => "This game",
        PrintKey::BlankForms => "Blank forms",
        PrintKey::Sending => "Sending…",
        PrintKey::PrintButton => "Print",
        PrintKey::SaveAsPdf => "Save as PDF…",
        PrintKey::OpenInViewer => "Open in PDF viewer",
        PrintKey::RoundBoards => "These games' sheets ({0} pages)",
        PrintKey::PrintSpoolerDown => "The Windows print spooler is not running",
        PrintKey::PrintOffline => "The printer {0} is offline",
        PrintKey::PrintRefused => "The printer {0} refused the job: {1}",
        PrintKey::PrintCorrections => "List the moves repaired from the paper sheet",
    }
}

/// The Chinese texts.
pub fn zh(key: PrintKey) -> &'static str {
    match key {
        PrintKey::SentToPrinter => "已发送到 {0}（任务 {1}）。",
        PrintKey::OpenedViewer => "已在 PDF 阅读器中打开：{0}",
        PrintKey::PrintNoCups => "打印需要 CUPS，本机未安装",
        PrintKey::PrintServerDown => "打印服务（CUPS）未运行",
        PrintKey::PrintNoPrinter => "尚未设置打印机",
        PrintKey::PrintNotAccepting => "打印机 {0} 不接受打印任务",
        PrintKey::PrintNoSuchPrinter => "没有打印机 {0}",
        PrintKey::PrintTimedOut => "打印服务没有回应",
        PrintKey::PrintFailed => "打印失败：{0}",
        PrintKey::PrintPreview => "页面预览",
        PrintKey::Printer => "打印机",
        PrintKey::FindingPrinters => "正在查询打印机…",
        PrintKey::DefaultPrinter => "默认",
        PrintKey::NotAcceptingShort => "不接受打印任务",
        PrintKey::Copies => "份数",
        PrintKey::PrintWhat => "打印内容",
        PrintKey::ThisGame => "本局",
        PrintKey::BlankForms => "空白记录纸",
        PrintKey::Sending => "正在发送…",
        PrintKey::PrintButton => "打印",
        PrintKey::SaveAsPdf => "另存为 PDF…",
        PrintKey::OpenInViewer => "用 PDF 阅读器打开",
        PrintKey::RoundBoards => "这些对局的记录纸（{0} 页）",
        PrintKey::PrintSpoolerDown => "Windows 打印后台处理程序未运行",
        PrintKey::PrintOffline => "打印机 {0} 处于脱机状态",
        PrintKey::PrintRefused => "打印机 {0} 拒绝了此任务：{1}",
        PrintKey::PrintCorrections => "列出按记录纸更正的着法",
    }
}
