*** Settings ***
Documentation     Order intake checks for the warehouse service, keyword-driven.
Library           Collections
Library           String

*** Variables ***
${MAX LINES}      25
@{CARRIERS}       dhl    ups    postnl

*** Test Cases ***
Order Number Has The Right Shape
    ${number}=    Set Variable    WH-2024-000917
    Should Match Regexp    ${number}    ^WH-\\d{4}-\\d{6}$

Carrier Is Supported
    List Should Contain Value    ${CARRIERS}    dpd

Order Lines Stay Under The Limit
    ${lines}=    Evaluate    list(range(31))
    ${count}=    Get Length    ${lines}
    Should Be True    ${count} <= ${MAX LINES}    order has ${count} lines, more than ${MAX LINES}

Totals Add Up
    ${total}=    Evaluate    round(12 * 4.35 + 2 * 89.90, 2)
    Should Be Equal As Numbers    ${total}    232.0

Address Is Normalised
    ${street}=    Convert To Upper Case    Keizersgracht 123
    Should Be Equal    ${street}    KEIZERSGRACHT 123

Customer Reference Is Kept
    &{order}=    Create Dictionary    number=WH-2024-000917    customer=C-5521    priority=express
    Dictionary Should Contain Item    ${order}    priority    standard

Weight Is Positive
    Weight Should Be Positive    -2.5

*** Keywords ***
Weight Should Be Positive
    [Arguments]    ${kg}
    Should Be True    ${kg} > 0    parcel weight ${kg} kg is not positive
