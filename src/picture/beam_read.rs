//! The beam set up for a page (a scoresheet's cells, a table's, running text, result lines, the lines of moves) and
//! run over the pieces the reading reads, in reading order.

use shakmaty::Move;

use super::{Recognised, beam, layout, recognise};

impl Recognised {
    /// The beam over the pieces the reading reads (not the remarks, the running head, the page number), set for the
    /// page's kinds of piece, and what it read: the words, the cost left after the last, each cell's ply on a
    /// scoresheet.
    #[allow(clippy::type_complexity)]
    pub(super) fn read_beam<'a>(
        &'a self,
        alphabet: &'a recognise::Alphabet,
        forced: &'a [Move],
    ) -> (
        beam::Beam<'a>,
        Vec<beam::Seen>,
        f32,
        Option<Vec<Option<u32>>>,
    ) {
        let (page, probs) = (&self.page, &self.probs);
        // A scoresheet's cell stands for one ply: its row's move number and its column.
        let cell_plies: Option<Vec<Option<u32>>> = self.form_cells.then(|| {
            page.pieces
                .iter()
                .map(|p| {
                    let cell = p.cell?;
                    let number = (p.line as u32).checked_sub(1)?;
                    Some(number * 2 + (cell.column as u32).checked_sub(1)?)
                })
                .collect()
        });
        let mut beam = beam::Beam::new(alphabet, forced);
        if let Some(plies) = &cell_plies {
            beam = beam.of_cells(plies, self.handwritten);
        }
        beam = beam
            .in_running_text(
                page.pieces
                    .iter()
                    .map(|p| matches!(p.role, layout::Role::Running | layout::Role::ResultLine))
                    .collect(),
            )
            .with_result_lines(
                page.pieces
                    .iter()
                    .map(|p| p.role == layout::Role::ResultLine)
                    .collect(),
            )
            .with_move_lines(
                page.pieces
                    .iter()
                    .map(|p| p.role == layout::Role::Moves)
                    .collect(),
            )
            .in_tables(page.pieces.iter().map(|p| p.cell.is_some()).collect())
            .with_asides({
                // (In reading order: a side line may close on a remark's line, which the beam does not read.)
                let lines: Vec<Option<&recognise::LineProbs>> = page
                    .pieces
                    .iter()
                    .zip(probs)
                    .map(|(p, probs)| match p.role {
                        layout::Role::Running | layout::Role::Moves | layout::Role::Remark
                            if p.cell.is_none() =>
                        {
                            Some(probs)
                        }
                        _ => None,
                    })
                    .collect();
                // Side lines without brackets are counted on the lines the beam reads.
                let read: Vec<Option<&recognise::LineProbs>> = lines
                    .iter()
                    .zip(&page.pieces)
                    .map(|(l, p)| l.filter(|_| p.role != layout::Role::Remark))
                    .collect();
                beam::going_back::all_asides(&lines, &read, alphabet)
            });
        // The pieces the beam reads, in reading order: not the remarks, the running head, the page number.
        let lines: Vec<(usize, usize, &recognise::LineProbs)> = page
            .pieces
            .iter()
            .zip(probs)
            .enumerate()
            .filter(|(_, (piece, _))| piece.role.read())
            .map(|(i, (piece, p))| (i, piece.line, p))
            .collect();
        let (seen, leftover) = beam.read(&lines);
        (beam, seen, leftover, cell_plies)
    }
}
