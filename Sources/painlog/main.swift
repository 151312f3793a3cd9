import PainlogCLI

PainlogMain.run()
