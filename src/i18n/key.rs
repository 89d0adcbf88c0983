//! One key per user-visible text. [`Key`] is an enum of areas (`Key::Chess(ChessKey::White)`), each area a file of
//! `texts/` holding its keys and both languages' tables; each key is also a constant of `Key` (`Key::White`), the name
//! used everywhere else, and [`Key::ALL`] lists every key for the tests that check both tables.

use std::fmt;

use super::texts::{
    AnalysisKey, BoardKey, ChessKey, ChooserKey, ClockKey, ClubKey, ClubRoundKey, DetailsKey,
    FileKey, GradingKey, HelpKey, MenuKey, PictureKey, PositionKey, PrintKey, ReadingKey, SheetKey,
    UnsavedKey, ViewKey, analysis, board, chess, chooser, clock, club, club_round, details, file,
    grading, help, menu, picture, position, print, reading, sheet, unsaved, view,
};

/// Declares [`Key`] from the list of areas: the enum, [`Key::ALL`] gathered from every area's list, each key's
/// constant, its `Debug` (the key's own name, `White`), and its text in each language.
macro_rules! areas {
    ($($area:ident($name:ident) in $module:ident,)*) => {
        /// One key per user-visible text, by the area of the program it belongs to.
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Key {
            $($area($name),)*
        }

        impl Key {
            /// Every key, for the tests that check both tables.
            pub const ALL: &'static [Key] = &{
                let mut all = [Key::White; 0 $(+ $name::ALL.len())*];
                let mut filled = 0;
                $(
                    let mut i = 0;
                    while i < $name::ALL.len() {
                        all[filled] = Key::$area($name::ALL[i]);
                        filled += 1;
                        i += 1;
                    }
                )*
                all
            };

            /// The English text.
            pub(super) fn en(self) -> &'static str {
                match self {
                    $(Key::$area(key) => $module::en(key),)*
                }
            }

            /// The Chinese text.
            pub(super) fn zh(self) -> &'static str {
                match self {
                    $(Key::$area(key) => $module::zh(key),)*
                }
            }
        }

        impl fmt::Debug for Key {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(Key::$area(key) => key.fmt(f),)*
                }
            }
        }

        // No key may be named as an area: `Key::Clock` would be the area's constructor, not the key. A constant of
        // each area's name makes such a key a duplicate definition (E0592) where it is declared.
        #[allow(dead_code, non_upper_case_globals)]
        impl Key {
            $(const $area: () = ();)*
        }

        $($module::key_consts!();)*
    };
}

areas! {
    Chess(ChessKey) in chess,
    Reading(ReadingKey) in reading,
    Position(PositionKey) in position,
    File(FileKey) in file,
    Chooser(ChooserKey) in chooser,
    Unsaved(UnsavedKey) in unsaved,
    Sheet(SheetKey) in sheet,
    Details(DetailsKey) in details,
    Board(BoardKey) in board,
    Menu(MenuKey) in menu,
    View(ViewKey) in view,
    Clock(ClockKey) in clock,
    Print(PrintKey) in print,
    Club(ClubKey) in club,
    Grading(GradingKey) in grading,
    ClubRound(ClubRoundKey) in club_round,
    Help(HelpKey) in help,
    Picture(PictureKey) in picture,
    Analysis(AnalysisKey) in analysis,
}
