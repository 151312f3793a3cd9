public import PainlogDomain
