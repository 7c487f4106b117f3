/* A plain alpha-beta over the play of a four-seat Euchre hand: the yardstick for the solver benchmark.
 *
 * Not shipped and not used by the game: tests/benchmarks/solver.py compiles it at benchmark time (cc -O2)
 * and times it on the same deals as the Python solver, to say how far the solver is from a straightforward
 * C search.  No transposition table, no merging of equivalent cards, cards tried in card order: what a
 * first C version would be.  The rule tables come from the caller (the engine's own), so both search the
 * very same game.
 */

static int eff[25];          /* the card's suit once trump is known */
static int power[4][25];     /* a card's power in a trick led in that suit (0: it cannot win) */
static unsigned masks[4];    /* every card of each effective suit */
static int is_maker[4];
static unsigned hands[4];

static int play(int leader, int pos, int led, int best, int winner, int left, int alpha, int beta);

/* The makers' tricks among the `left` still to play, `leader` to lead, searched within (alpha, beta). */
static int trick(int leader, int left, int alpha, int beta) {
    if (left == 0) return 0;
    return play(leader, 0, 0, -1, leader, left, alpha, beta);
}

static int play(int leader, int pos, int led, int best, int winner, int left, int alpha, int beta) {
    int seat = (leader + pos) % 4;
    unsigned hand = hands[seat];
    unsigned legal = hand;
    if (pos > 0 && (hand & masks[led])) legal = hand & masks[led];
    int maximise = is_maker[seat];
    int value = maximise ? -1 : 6;
    for (int card = 0; card < 25; card++) {
        if (!(legal >> card & 1)) continue;
        int suit = pos == 0 ? eff[card] : led;
        int new_best = best, new_winner = winner;
        if (pos == 0 || power[suit][card] > best) {
            new_best = power[suit][card];
            new_winner = seat;
        }
        hands[seat] = hand & ~(1u << card);
        int result;
        if (pos == 3) {
            int won = is_maker[new_winner];
            result = won + trick(new_winner, left - 1, alpha - won, beta - won);
        } else {
            result = play(leader, pos + 1, suit, new_best, new_winner, left, alpha, beta);
        }
        hands[seat] = hand;
        if (maximise) {
            if (result > value) value = result;
            if (value > alpha) alpha = value;
        } else {
            if (result < value) value = result;
            if (value < beta) beta = value;
        }
        if (alpha >= beta) break;
    }
    return value;
}

/* The makers' exact trick count from the opening lead.  `power_table` is 4 rows of 25 (by led suit). */
int maker_tricks(const int *effective_suit, const int *power_table, const unsigned *suit_masks,
                 const unsigned *seat_hands, const int *makers, int leader) {
    for (int card = 0; card < 25; card++) {
        eff[card] = effective_suit[card];
        for (int suit = 0; suit < 4; suit++) power[suit][card] = power_table[suit * 25 + card];
    }
    for (int seat = 0; seat < 4; seat++) {
        masks[seat] = suit_masks[seat];
        hands[seat] = seat_hands[seat];
        is_maker[seat] = makers[seat];
    }
    return trick(leader, 5, -1, 6);
}
