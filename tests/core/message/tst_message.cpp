#include "message/message.h"

#include <QtTest>

#include <string>
#include <vector>

using namespace mazeworks;

// The one placeholder filler, which core's English and the editor's translations both go through.
class TstMessage : public QObject {
    Q_OBJECT

    static QString filled(std::string_view text, const std::vector<std::string>& values)
    {
        return QString::fromStdString(fillPlaceholders(text, values));
    }

private slots:
    void theValuesGoInByTheirNumbers()
    {
        QCOMPARE(filled("the row has %1 tiles, the first has %2", { "4", "5" }),
            QString("the row has 4 tiles, the first has 5"));
        // A translation may take them in another order, and one twice.
        QCOMPARE(filled("%2 before %1, %2 again", { "a", "b" }), QString("b before a, b again"));
    }

    void aValueThatLooksLikeAPlaceholderGoesInAsItIs()
    {
        QCOMPARE(filled("'%1' is not a tile, %2", { "%2", "x" }), QString("'%2' is not a tile, x"));
    }

    void aPlaceholderWithoutItsValueShowsAQuestionMark()
    {
        QCOMPARE(filled("%1 and %3", { "one" }), QString("one and ?"));
    }

    void aPercentSignThatIsNoPlaceholderStays()
    {
        QCOMPARE(filled("100% sure, %0 and %a, %", { "x" }), QString("100% sure, %0 and %a, %"));
    }

    void numbersAreWrittenPlainly()
    {
        const std::vector<std::int64_t> numbers = { 1500, -3 };
        QCOMPARE(QString::fromStdString(fillPlaceholders("%1 rooms, %2", numbers)), QString("1500 rooms, -3"));
    }

    void theCodeOfAnIdIsItWithoutItsVariant()
    {
        QCOMPARE(codeOf("duplicate.ghost.red"), std::string_view("duplicate"));
        QCOMPARE(codeOf("encoding"), std::string_view("encoding"));
    }

    void aTableFindsItsMessagesById()
    {
        const MessageText table[] = { { "a", "first" }, { "b.c", "second" } };
        QCOMPARE(std::string_view(findMessageText(table, "b.c")->english), std::string_view("second"));
        QVERIFY(!findMessageText(table, "b"));
    }
};

QTEST_APPLESS_MAIN(TstMessage)
#include "tst_message.moc"
