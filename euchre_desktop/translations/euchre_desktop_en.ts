<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>a side&apos;s points in a hand</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
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
</TS>
