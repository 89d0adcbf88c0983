//! What a file chooser is for: whether it opens or names a file, the folder it starts in, the files it lists.

/// What a file chooser is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    OpenGame,
    SaveGame,
    ExportSheet,
    /// Blank forms, as many as the print dialog says.
    ExportBlank,
    /// A pairing file of a round at the club (TRF or CSV).
    OpenPairings,
    /// One sheet per board of the round shown.
    ExportRound,
    /// The results of the round shown, as a results CSV.
    ExportResults,
    /// The club's ladder (grading points), to grade the round with.
    OpenLadder,
    /// A ladder that does not exist yet, started empty.
    NewLadder,
    /// A chess engine's program (any file: engines on Linux and macOS have no extension).
    ChooseEngine,
    /// A photo or scan of a printed game, to read.
    OpenPicture,
    /// A photo of a round's sheet, read back to its board.
    OpenRoundPhoto,
}

impl FilePurpose {
    /// Whether the chooser picks a file that exists (to read), rather than a name to write.
    pub fn opens(self) -> bool {
        matches!(
            self,
            FilePurpose::OpenGame
                | FilePurpose::OpenPairings
                | FilePurpose::OpenLadder
                | FilePurpose::ChooseEngine
                | FilePurpose::OpenPicture
                | FilePurpose::OpenRoundPhoto
        )
    }

    /// Which folder a chooser for this starts in: the one last used for the same kind of file.
    pub fn kind(self) -> &'static str {
        match self {
            FilePurpose::OpenGame | FilePurpose::SaveGame => "games",
            FilePurpose::ExportSheet | FilePurpose::ExportBlank | FilePurpose::ExportRound => {
                "sheets"
            }
            FilePurpose::OpenPairings
            | FilePurpose::ExportResults
            | FilePurpose::OpenLadder
            | FilePurpose::NewLadder => "club",
            FilePurpose::ChooseEngine => "engines",
            FilePurpose::OpenPicture | FilePurpose::OpenRoundPhoto => "pictures",
        }
    }

    /// The kind of file, and the extensions listed.
    pub fn filter(self) -> (&'static str, &'static [&'static str]) {
        match self {
            FilePurpose::OpenGame | FilePurpose::SaveGame => ("PGN", &["pgn", "txt"]),
            FilePurpose::ExportSheet | FilePurpose::ExportBlank | FilePurpose::ExportRound => {
                ("PDF", &["pdf"])
            }
            FilePurpose::OpenPairings => ("TRF, CSV", &["trf", "txt", "csv", "tsv"]),
            FilePurpose::ExportResults | FilePurpose::OpenLadder | FilePurpose::NewLadder => {
                ("CSV", &["csv", "txt", "tsv"])
            }
            FilePurpose::ChooseEngine => ("UCI", &["*"]),
            FilePurpose::OpenPicture | FilePurpose::OpenRoundPhoto => (
                "PNG, JPEG, WebP, TIFF, BMP, PDF",
                crate::picture::PICTURE_EXTENSIONS,
            ),
        }
    }
}
