<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
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
</TS>
