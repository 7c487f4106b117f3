<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>Moon in {strain}, %n card(s) from partner</source>
        <comment>cards passed to a moon</comment>
        <translation>
            <numerusform>Moon in {strain}, %n card from partner</numerusform>
            <numerusform>Moon in {strain}, %n cards from partner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s): made</source>
        <comment>the bidders&apos; tricks, enough</comment>
        <translation>
            <numerusform>%n trick: made</numerusform>
            <numerusform>%n tricks: made</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s): set</source>
        <comment>the other side&apos;s tricks, enough to set</comment>
        <translation>
            <numerusform>%n trick: set</numerusform>
            <numerusform>%n tricks: set</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <comment>a side&apos;s tricks</comment>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>a side&apos;s points in a hand</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more hand(s) waiting to be reviewed.</source>
        <comment>hands not reviewed yet</comment>
        <translation>
            <numerusform>%n more hand is waiting to be reviewed.</numerusform>
            <numerusform>%n more hands are waiting to be reviewed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reviewed hand(s)</source>
        <comment>hands counted</comment>
        <translation>
            <numerusform>%n reviewed hand</numerusform>
            <numerusform>%n reviewed hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slip(s)</source>
        <comment>small mistakes</comment>
        <translation>
            <numerusform>%n slip</numerusform>
            <numerusform>%n slips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <comment>big mistakes</comment>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) that you watched the computer play for you count in the match score (open rings on the chart) but not here.</source>
        <comment>hands the computer played for the player</comment>
        <translation>
            <numerusform>%n hand that you watched the computer play for you counts in the match score (open rings on the chart) but not here.</numerusform>
            <numerusform>%n hands that you watched the computer play for you count in the match score (open rings on the chart) but not here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <comment>decisions of one kind</comment>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a match to %n point(s)</source>
        <comment>the points that win the match</comment>
        <translation>
            <numerusform>a match to %n point</numerusform>
            <numerusform>a match to %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a match of %n hand(s)</source>
        <comment>the number of hands a match lasts</comment>
        <translation>
            <numerusform>a match of %n hand</numerusform>
            <numerusform>a match of %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) each to {side}</source>
        <comment>what each of two players scored in a hand (a euchre in cutthroat pays both defenders)</comment>
        <translation>
            <numerusform>%n point each to {side}</numerusform>
            <numerusform>%n points each to {side}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) to {side}</source>
        <comment>the points a side scored in a hand</comment>
        <translation>
            <numerusform>%n point to {side}</numerusform>
            <numerusform>%n points to {side}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marked ({blunders}); choose one to see it on the table.</source>
        <comment>the decisions marked as mistakes</comment>
        <translation>
            <numerusform>%n marked ({blunders}); choose one to see it on the table.</numerusform>
            <numerusform>%n marked ({blunders}); choose one to see it on the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) each</source>
        <comment>what each of two players scored in a hand (a euchre in cutthroat pays both defenders)</comment>
        <translation>
            <numerusform>%n point each</numerusform>
            <numerusform>%n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the {played} tricks played</source>
        <comment>the makers&apos; tricks when a renege stopped the hand</comment>
        <translation>
            <numerusform>%n of the {played} tricks played</numerusform>
            <numerusform>%n of the {played} tricks played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the 5 tricks</source>
        <comment>the makers&apos; tricks</comment>
        <translation>
            <numerusform>%n of the 5 tricks</numerusform>
            <numerusform>%n of the 5 tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AccuracyPanel</name>
    <message numerus="yes">
        <source>The last %n match(es)</source>
        <translation>
            <numerusform>The last %n match</numerusform>
            <numerusform>The last %n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BidEuchrePanel</name>
    <message numerus="yes">
        <source>Moon, %n from partner</source>
        <translation>
            <numerusform>Moon, %n from partner</numerusform>
            <numerusform>Moon, %n from partner</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FirstRunDialog</name>
    <message numerus="yes">
        <source>%n point(s) (as set now)</source>
        <translation>
            <numerusform>%n point (as set now)</numerusform>
            <numerusform>%n points (as set now)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) (as set now)</source>
        <translation>
            <numerusform>%n hand (as set now)</numerusform>
            <numerusform>%n hands (as set now)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandSummaryPanel</name>
    <message numerus="yes">
        <source>Final score after %n hand(s).</source>
        <translation>
            <numerusform>Final score after %n hand.</numerusform>
            <numerusform>Final score after %n hands.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <source>The newest {shown} of %n hand(s).</source>
        <translation>
            <numerusform>The newest {shown} of %n hand.</numerusform>
            <numerusform>The newest {shown} of %n hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s).</source>
        <translation>
            <numerusform>%n hand.</numerusform>
            <numerusform>%n hands.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>%n match(es) won in a row</source>
        <translation>
            <numerusform>%n match won in a row</numerusform>
            <numerusform>%n matches won in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) lost in a row</source>
        <translation>
            <numerusform>%n match lost in a row</numerusform>
            <numerusform>%n matches lost in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n march(es)</source>
        <translation>
            <numerusform>%n march</numerusform>
            <numerusform>%n marches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win rate: your last %n match(es)</source>
        <translation>
            <numerusform>Win rate: your last %n match</numerusform>
            <numerusform>Win rate: your last %n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing to %n point(s).</source>
        <translation>
            <numerusform>Playing to %n point.</numerusform>
            <numerusform>Playing to %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message numerus="yes">
        <source>{won} of the last %n match(es) won</source>
        <translation>
            <numerusform>{won} of the last %n match won</numerusform>
            <numerusform>{won} of the last %n matches won</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_KeyButton</name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <comment>a number key of the bid panel</comment>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
</context>
</TS>
